export default {
  meta: {
    title: 'Calculadora de peso de mascotas de Grow a Garden: kg por edad (1 a {{cap}})',
    description:
      'Calculadora de kg de mascotas de Grow a Garden: introduce la edad (hasta {{maxAge}}) y el peso de tu mascota para ver su peso a la edad 1, su tamaño y su peso en kg en cada edad hasta {{cap}}, el nivel máximo que confirman los archivos del juego.',
  },
  title: 'Calculadora de peso de mascotas de Grow a Garden',
  intro: 'Introduce la edad y el peso en kg de tu mascota para ver cuánto pesaba al nacer y cuánto pesará en cada edad.',
  age: 'Edad',
  weight: 'Peso',
  rarityUnknown: 'rareza desconocida',
  form: {
    heading: 'Tu mascota',
    age: 'Edad actual',
    ageHint: 'Un número entero de 1 a {{maxAge}}, tal como aparece en el juego.',
    kg: 'Peso actual (kg)',
    kgHint: 'Tal como aparece en el juego, por ejemplo {{example}}.',
  },
  picker: {
    label: 'Mascota (opcional)',
    placeholder: 'Cualquier mascota',
    toggle: 'Mostrar la lista de mascotas',
    loading: 'Cargando las mascotas…',
    matches_one: '{{n}} mascota coincide',
    matches_many: '{{n}} mascotas coinciden',
    matches_other: '{{n}} mascotas coinciden',
    noMatches: 'Ninguna mascota coincide con «{{query}}».',
    clear: 'Ninguna mascota en concreto',
  },
  facts: {
    chosen: '{{pet}} ({{rarity}})',
    noGrowth: '{{pet}} no crece con la edad: solo gana peso comiendo.',
    growthUnknown:
      'Los datos del juego de los que disponemos no dicen si {{pet}} crece con la edad: los pesos de abajo son los de una mascota que crece.',
    hatchNormal: 'Nació con un peso normal: {{hatch}} a la edad 1 está dentro del rango de {{pet}} al nacer, de {{min}} a {{max}}.',
    hatchAbove:
      'Por encima del rango normal: {{hatch}} a la edad 1 supera los {{max}} que alcanza {{pet}} cuando nace con un peso normal. Puede que naciera Huge o que la habilidad de otra mascota le subiera el peso base, como pueden hacer {{boosters}}.',
    hatchBelow:
      'Por debajo del rango al nacer: {{weight}} a la edad {{age}} es menos que los {{lightest}} que pesa {{pet}} a esa edad aunque haya nacido con el peso mínimo (su rango a la edad 1 va de {{min}} a {{max}}). Nada en los datos del juego hace que una mascota pese menos, así que revisa la edad y el peso que introdujiste.',
    hugeOneIn: 'Una de cada {{oneIn}} mascotas nace Huge.',
    hatchAboveNormal:
      'Por encima de lo normal: pesa {{hatch}}, más que los {{max}} que alcanza {{pet}} cuando nace con un peso normal. Puede que naciera Huge, que haya comido desde entonces o que la habilidad de otra mascota le subiera el peso base, como pueden hacer {{boosters}}.',
    hatchUnknown:
      'Los pesos al nacer de {{pet}} no figuran en los datos del juego de los que disponemos, así que esta página no puede saber si tu mascota nació con un peso normal o Huge.',
  },
  errors: {
    ageEmpty: 'Introduce la edad de tu mascota.',
    ageNotANumber: 'Escribe la edad con cifras, por ejemplo 12.',
    ageOutOfRange: 'La edad debe ser un número entero de 1 a {{maxAge}}.',
    kgEmpty: 'Introduce el peso de tu mascota en kg.',
    kgNotANumber: 'Escribe el peso con cifras, por ejemplo {{example}}.',
    kgOutOfRange: 'El peso debe ser mayor que 0 kg y como máximo {{max}}.',
    kgTooSmall: 'La calculadora no puede distinguir un peso tan pequeño de 0 kg.',
  },
  summary: {
    result:
      'Una mascota que pesa {{weight}} a la edad {{age}} pesaba {{hatch}} a la edad 1 (tamaño {{sizeClass}}) y pesará {{max}} a la edad {{maxAge}}.',
    resultAtHatch: 'Una mascota que pesa {{weight}} a la edad 1 (tamaño {{sizeClass}}) pesará {{max}} a la edad {{maxAge}}.',
    resultAtEnd: 'Una mascota que pesa {{weight}} a la edad {{age}} pesaba {{hatch}} a la edad 1 (tamaño {{sizeClass}}).',
    noGrowth:
      'La edad no cambia el peso de {{pet}}: tu mascota pesa {{weight}} a la edad {{age}} y, al hacerse mayor, seguirá pesando {{weight}} si no come.',
    invalid: 'Introduce una edad y un peso válidos para ver los pesos previstos.',
  },
  capNote:
    'Las edades por encima de {{cap}} siguen la misma regla: cada edad suma el mismo peso. Los archivos del juego que tenemos fijan el nivel máximo en {{cap}}; desde entonces el límite ha subido, probablemente a {{likely}}, pero ningún archivo del juego confirma el nuevo límite.',
  results: {
    heading: 'Resultados',
    hatch: 'Peso a la edad 1 (al nacer)',
    sizeClass: 'Tamaño (término de los jugadores)',
    max: 'Peso a la edad {{maxAge}}',
  },
  sizeClass: {
    small: 'Small',
    normal: 'Normal',
    good: 'Good',
    'semi-huge': 'Semi-Huge',
    huge: 'Huge',
    titanic: 'Titanic',
    godly: 'Godly',
  },
  sizeRange: {
    below: '{{name}}: menos de {{max}}',
    between: '{{name}}: de {{min}} a menos de {{max}}',
    atLeast: '{{name}}: {{min}} o más',
  },
  status: {
    pass: 'Superada',
    current: 'Edad actual',
    future: 'Por llegar',
  },
  table: {
    heading: 'Peso previsto por edad',
    captionMilestones: 'Peso cada diez edades y en la edad actual',
    captionAll: 'Peso en cada edad de 1 a {{maxAge}}',
    status: 'Estado',
    showAll: 'Mostrar todas las edades (1 a {{maxAge}})',
  },
  target: {
    heading: '¿A qué edad pesará…?',
    label: 'Peso objetivo (kg)',
    hint: 'Por ejemplo {{example}}.',
    prompt: 'Introduce un peso para ver a qué edad lo alcanza tu mascota.',
    future: 'Tu mascota llega a {{target}} a la edad {{age}} (entonces pesa {{weight}}).',
    reached: 'Tu mascota llegó a {{target}} a la edad {{age}} (entonces pesaba {{weight}}).',
    futureExact: 'Tu mascota pesará {{target}} a la edad {{age}}.',
    reachedExact: 'Tu mascota alcanzó {{target}} a la edad {{age}}.',
    already: 'Tu mascota pesa al menos {{target}} desde la edad 1 ({{hatch}}).',
    outOfReach: 'Inalcanzable: incluso a la edad {{maxAge}} tu mascota solo pesa {{max}}.',
    pastCap:
      'La edad {{age}} supera {{cap}}, el nivel máximo que confirman los archivos del juego: no está confirmado que tu mascota pueda llegar a ella.',
    notANumber: 'Escribe el peso objetivo con cifras, por ejemplo {{example}}.',
    outOfRange: 'El peso objetivo debe ser mayor que 0 kg y como máximo {{max}}.',
  },
  chart: {
    title: 'Peso según la edad',
    description:
      'El peso crece en línea recta desde {{hatch}} a la edad 1 hasta {{max}} a la edad {{maxAge}}. La marca señala la edad actual, {{age}}, con {{weight}}.',
    yLabel: 'Eje vertical: peso en kg. Eje horizontal: edad.',
    marker: 'Edad {{age}}',
  },
  link: {
    age: 'la edad debe ser un número entero de 1 a {{maxAge}}',
    kg: 'el peso debe ser mayor que 0 kg y como máximo {{max}} kg, escrito con punto, como 2.5',
    weighing: 'no se usa: la edad y el peso van juntos, y el otro valor falta o no se pudo usar',
    all: 'usa all=1 para mostrar todas las edades',
    pet: 'ninguna mascota tiene este identificador',
    target: 'el peso objetivo debe ser mayor que 0 kg y como máximo {{max}} kg, escrito con punto, como 2.5',
  },
  guide: {
    heading: 'Cómo crecen las mascotas',
    base: 'Cada mascota tiene un peso base oculto. Cada edad que gana le suma una décima parte de ese peso base (un dato de la comunidad: los archivos del juego dan la regla, pero no esta cifra), así que a la edad 1 ya pesa 1,1 veces el peso base: es el peso que ves cuando nace.',
    line: 'Así que una mascota crece en línea recta, lo mismo en cada edad, y a la edad {{maxAge}} pesa exactamente {{ratio}} veces su peso a la edad 1. A partir de cualquier edad y peso, la calculadora deduce el peso a la edad 1 y el de todas las demás edades.',
    rounding:
      'Los resultados se muestran redondeados a dos decimales, y los pesos de menos de un kilo a tres cifras, para que una mascota ligera nunca aparezca como cero. Introduce el peso tal como lo muestra el juego; el juego puede redondear su propia cifra de forma algo distinta.',
    sizeHeading: 'Tamaños',
    sizeIntro:
      'Los jugadores clasifican las mascotas por tamaño según su peso a la edad 1. Estos nombres y límites son de los jugadores, no datos del juego:',
  },
  faq: {
    heading: 'Preguntas frecuentes',
    hatchQuestion: '¿Cómo sé cuánto pesaba mi mascota a la edad 1 (al nacer)?',
    hatchAnswer:
      'Introduce su edad y su peso actuales y la calculadora lo deduce. Cada edad suma la misma cantidad, así que el peso a la edad 1 se obtiene desde cualquier edad: por ejemplo, una mascota que pesa {{kg}} a la edad {{age}} pesaba {{hatch}} a la edad 1.',
    maxQuestion: '¿Cuánto pesará mi mascota a la edad {{maxAge}}?',
    maxAnswer:
      'Exactamente {{ratio}} veces su peso a la edad 1. Una mascota que nació con {{hatch}} pesará {{max}} a la edad {{maxAge}}, el nivel máximo según los archivos del juego; las mascotas de más edad siguen ganando el mismo peso en cada edad.',
    sizeQuestion: '¿Qué significan {{small}}, {{huge}}, {{titanic}} y {{godly}}?',
    sizeAnswer:
      'Son los tamaños que usan los jugadores, según el peso de la mascota a la edad 1 (los nombres y límites son de los jugadores, no datos del juego): {{classes}}.',
    allPetsQuestion: '¿Crecen todas las mascotas igual?',
    allPetsAnswer:
      'Casi todas las mascotas ganan la misma parte de su peso base en cada edad, así que la calculadora sirve para cualquiera. La excepción conocida es el Chubby Chipmunk, que no crece con la edad.',
  },
};
