export default {
  moonMango: {
    meta: {
      title: 'Moon Mango en Grow a Garden: valor, peso, mutaciones y cómo conseguirlo',
      description:
        'Todo sobre el Moon Mango de Grow a Garden: cómo se conseguía, cómo crece, por cuánto se vende y cómo cambian su valor las mutaciones.',
    },
    title: 'Moon Mango',
    article: {
      whatTitle: '¿Qué es el Moon Mango?',
      what: 'El Moon Mango es un árbol frutal de rareza mítica. Su semilla se vendía en la Tienda Twilight, una tienda de evento, junto a la Celestiberry. En {{date}} su semilla ya no se vendía.',
      obtainTitle: '¿Cómo se conseguía?',
      obtain:
        'Mientras la Tienda Twilight estuvo abierta, una semilla costaba {{sheckles}} o {{robux}} Robux, con solo {{stock}} en stock cada vez. La tienda cerró al terminar su evento, y en {{date}} el Moon Mango no se podía conseguir: solo lo tenían quienes lo habían plantado entonces.',
      growTitle: '¿Cómo crece?',
      grow: 'Es una planta de cosecha múltiple: cuando el árbol ha crecido sigue dando fruta, así que recoges Moon Mangos una y otra vez sin volver a plantar. A cada fruta le toca un peso al azar, nunca por debajo de {{minWeight}}, y más o menos 1 de cada {{hugeOneIn}} sale Huge, varias veces más pesada de lo normal.',
      worthTitle: '¿Cuánto vale?',
      worth:
        'Un Moon Mango de {{baseWeight}} se vende por {{baseValue}}. Las frutas más ligeras nunca bajan del precio mínimo: cualquiera de hasta {{floorWeight}} sigue valiendo {{floorValue}}. A partir de ahí, el valor crece con el cuadrado del peso: una fruta el doble de pesada vale cuatro veces más.',
      variants: 'Las variantes multiplican todo el precio: un Moon Mango Gold del mismo peso vale {{gold}}, y uno Rainbow, {{rainbow}}.',
      mutations:
        'Las mutaciones se suman en lugar de multiplicarse entre sí: Shocked ({{shocked}}) y Frozen ({{frozen}}) juntas dan {{both}}, no su producto. Un Moon Mango Rainbow con Frozen y peso base vale {{rainbowFrozen}}; la tabla de abajo muestra más combinaciones.',
      tipsTitle: 'Consejos',
      tipKeep:
        'No quites nunca el árbol: quizá no puedas volver a comprarlo (en {{date}} no se vendía), y cada cosecha es una nueva oportunidad de sacar una fruta Gold, Rainbow o Huge.',
      tipFrozen: 'Wet y Chilled en la misma fruta se fusionan en Frozen ({{frozen}}), que vale mucho más que las dos por separado.',
      tipCheck: 'Antes de vender o intercambiar un Moon Mango, introduce en la calculadora su peso, su variante y todas sus mutaciones.',
    },
  },
  crop: {
    seedShop: 'Precio en la Seed Shop: {{price}}.',
    seedShopNameOnly:
      'Las listas de la comunidad muestran su semilla en la Seed Shop; ninguna copia de los datos de la tienda da su precio.',
    seedShopTier2: 'Precio en la Seed Shop (pestaña Tier 2): {{price}}.',
    seedShopRobux: 'Precio de compra instantánea: {{price}}.',
    originNote: 'De dónde sale, según la investigación:',
    eventForms_one:
      'Los archivos del juego también tienen {{forms}}, una forma de evento de {{name}} con el mismo peso, valor y probabilidad de Huge, así que vale lo mismo.',
    eventForms_many:
      'Los archivos del juego también tienen {{forms}}, formas de evento de {{name}} con el mismo peso, valor y probabilidad de Huge, así que valen lo mismo.',
    eventForms_other:
      'Los archivos del juego también tienen {{forms}}, formas de evento de {{name}} con el mismo peso, valor y probabilidad de Huge, así que valen lo mismo.',
    wikiNumbers:
      'Para {{name}}, la wiki de la comunidad da {{numbers}}. Los números de esta página son los de los propios archivos del juego.',
    wikiNumbersOlder:
      'Para {{name}}, la wiki de la comunidad da {{numbers}}: los números del propio juego hasta el {{date}}. Esta página muestra los de después.',
    removed:
      'Ya no está en los archivos del juego desde el {{date}}. Esta página se mantiene para que puedas calcular el valor de cualquier {{name}} que aún tengas.',
    neverInFiles:
      'Nunca se ha visto en los archivos del juego: ninguna de nuestras copias, la primera del {{date}}, lo incluye. Esta página se mantiene para que puedas calcular el valor de cualquier {{name}} que aún tengas.',
    gameFiles: {
      once: '{{name}} solo apareció una vez en los archivos del juego, el {{date}}, con {{numbers}}. Estos números son distintos de los de la wiki de la comunidad, que son los que muestra esta página.',
      range:
        '{{name}} estuvo en los archivos del juego del {{first}} al {{last}}; la última vez, con {{numbers}}. Estos números son distintos de los de la wiki de la comunidad, que son los que muestra esta página.',
    },
    changes: {
      heading: 'Cambios en los archivos del juego',
      added: '{{date}}: apareció por primera vez en los archivos del juego, con {{after}}.',
      changed: '{{date}}: pasó de {{before}} a {{after}}.',
      removed: '{{date}}: desapareció de los archivos del juego.',
      returned: '{{date}}: volvió a los archivos del juego.',
      window:
        'Estos cambios salen de las exportaciones semanales de las tablas del juego, del {{first}} al {{last}}; de antes y de después no se sabe nada.',
      all: 'Todos los cambios en los datos del juego',
    },
  },
  page: {
    meta: {
      title: '{{name}} en Grow a Garden: valor, peso y mutaciones',
      description:
        '{{name}} en Grow a Garden: vale {{value}} con {{weight}}, {{gold}} en Gold y {{rainbow}} en Rainbow. Rareza, precio de la semilla, pesos y cómo cambian su valor las mutaciones.',
    },
    breadcrumb: 'Ruta de navegación',
    intro: {
      tier: '{{name}} es un cultivo de Grow a Garden de rareza «{{tier}}».',
      noTier: '{{name}} es un cultivo de Grow a Garden cuya rareza no se conoce.',
      category: 'Figura en la categoría «{{category}}».',
      multi: 'Es una planta de cosecha múltiple que sigue dando fruta después de cada cosecha.',
      single: 'Es una planta de cosecha única: desaparece al cosecharla.',
      seedPrice: 'Una semilla cuesta {{price}}.',
      obtainable: 'En {{date}}, {{name}} se podía conseguir en el juego.',
      notObtainable: 'En {{date}}, {{name}} ya no se podía conseguir.',
      notYetInFiles: '{{name}} llegó a los archivos del juego después de {{date}}, así que no se sabe si se puede conseguir.',
      value: 'Con su peso base de {{weight}}, una fruta se vende por {{normal}}; una Gold, por {{gold}}, y una Rainbow, por {{rainbow}}.',
      valueAtUnknownWeight:
        'Todavía no se conoce su peso, así que se valora a su peso base: una fruta se vende por {{normal}}; una Gold, por {{gold}}, y una Rainbow, por {{rainbow}}.',
    },
    calculator: 'Calcula cualquier {{name}} en la calculadora',
  },
  infobox: {
    title: 'Datos clave',
  },
  table: {
    title: 'Valor con variantes y mutaciones',
    caption: 'Un {{name}} con su peso base de {{weight}}, en Sheckles',
    captionAtUnknownWeight: 'Un {{name}} a su peso base (aún desconocido), en Sheckles',
    mutations: 'Mutaciones',
    multiplier: 'Multiplicador de mutación',
    none: 'Ninguna',
    maxSet_one: 'Conjunto máximo ({{n}} mutación)',
    maxSet_many: 'Conjunto máximo ({{n}} de mutaciones)',
    maxSet_other: 'Conjunto máximo ({{n}} mutaciones)',
    maxSetList: 'Mutaciones del conjunto máximo',
    hint: 'Elige un valor para abrir esa fruta en la calculadora.',
  },
  related: {
    title: 'Cultivos relacionados',
  },
  index: {
    eggsLink: 'Todos los huevos, con las probabilidades de sus mascotas',
    gearLink: 'Todo el gear',
    weatherLink: 'Climas y las mutaciones que dan',
    stockLink: 'Temporizador de restock de las tiendas',
    cardBaseValue: 'Valor base: {{amount}}',
    meta: {
      title: 'Wiki de cultivos de Grow a Garden: todos los cultivos con valores, rarezas y pesos',
      description:
        'Explora todos los cultivos de Grow a Garden por nombre, rareza y categoría, con valores y pesos base, y abre la página de cada uno con su tabla de valores y mutaciones.',
    },
    title: 'Wiki de cultivos de Grow a Garden',
    intro:
      'Todos los cultivos del juego con su rareza, su procedencia y su valor base. Abre uno para ver sus pesos, una tabla de valores con mutaciones y cultivos relacionados.',
    filters: 'Buscar un cultivo',
    count_one: '{{n}} cultivo encontrado',
    count_many: '{{n}} de cultivos encontrados',
    count_other: '{{n}} cultivos encontrados',
    empty: 'Ningún cultivo coincide con estos filtros.',
    petsLink: 'Todas las mascotas del juego',
    mutationsLink: 'Todas las mutaciones del juego',
  },
  oddsSource: {
    game: 'Las probabilidades vienen de los archivos del juego.',
    fanGuide: 'Las probabilidades vienen de una guía de fans, no de los archivos del juego.',
    fanPage: 'Las probabilidades vienen de una página de fans, no de los archivos del juego.',
    copy: 'Las probabilidades vienen de una copia de una página de {{name}}, no de los archivos del juego.',
    communityScript: 'Las probabilidades vienen de un script de la comunidad, no de los archivos del juego.',
    unknown: 'No se sabe de dónde vienen las probabilidades.',
  },
  pet: {
    eggPages: 'Huevos de los que sale',
    meta: {
      title: '{{name}} en Grow a Garden: rareza, huevos, peso al nacer y crecimiento',
      description:
        '{{name}} de Grow a Garden: su rareza, los huevos de los que sale y con qué probabilidad, su peso al nacer y cuánto pesa en cada edad, calculado con la fórmula del juego.',
      titleNoHatch: '{{name}} en Grow a Garden: rareza, huevos y crecimiento con la edad',
      descriptionNoHatch:
        '{{name}} de Grow a Garden: lo que dicen los datos del juego de su rareza, sus huevos y sus habilidades, y cómo crece su peso con la edad, calculado con la fórmula del juego.',
      /** A pet that age does not grow (Chubby Chipmunk): no promise of growth. */
      titleNoGrowth: '{{name}} en Grow a Garden: rareza, huevos y peso',
      descriptionNoGrowth:
        '{{name}} de Grow a Garden: lo que dicen los datos del juego de su rareza, sus huevos y sus habilidades, y su peso, que la edad no cambia.',
      /** A pet whose growth the data does not know (one known by name only): no promise of growth. */
      titleGrowthUnknown: '{{name}} en Grow a Garden: rareza, huevos y habilidades',
      descriptionGrowthUnknown:
        '{{name}} de Grow a Garden: lo que dicen los datos del juego de su rareza, sus huevos y sus habilidades. Los datos aún no dicen si crece con la edad.',
    },
    breadcrumb: 'Mascotas',
    intro: '{{name}} es una mascota de Grow a Garden de rareza «{{rarity}}».',
    introUnknown: '{{name}} es una mascota de Grow a Garden.',
    introVariant: '{{name}} es una variante de {{base}} en Grow a Garden, de rareza «{{rarity}}».',
    introVariantUnknown: '{{name}} es una variante de {{base}} en Grow a Garden.',
    factsUnknown: 'Su rareza, sus huevos y sus habilidades todavía no figuran en los datos del juego de los que disponemos.',
    variantFactsUnknown: 'Su propia rareza, sus huevos y sus habilidades todavía no figuran en los datos del juego de los que disponemos.',
    facts: {
      heading: 'Datos de la mascota',
      rarity: 'Rareza',
      eggs: 'Huevos',
      eggChance: '{{egg}}: {{chance}}',
      eggChanceUnknown: '{{egg}}: probabilidad desconocida',
      eggChanceSure: '{{egg}}: {{chance}} (fiabilidad de la probabilidad: {{level}})',
      chancesAsOf: 'Probabilidades a fecha de {{date}}.',
      chancesAsOfAbout: 'Probabilidades de alrededor de {{date}}.',
      rarityUnknown: 'desconocida',
      eggsUnknown: 'desconocidos',
      abilitiesUnknown: 'desconocidas',
      abilityEffects: 'Qué hace',
      abilityEffectsUnknown: 'desconocido',
      noteSeparator: '; ',
      abilityNumbers: 'En el nivel 1, según los datos del juego',
      abilityNumberName: '{{passive}}:',
      abilityNumbersUnknown: 'sin cifras en estos datos',
      abilityNumbersAsOf: 'Datos del juego del {{date}}.',
      obtain: 'Cómo conseguirla',
      obtainFromPage: 'según una guía en la web',
      unobtainableAsOf: 'Marcada como Unobtainable (no se puede conseguir) en la lista de mascotas del juego a fecha de {{date}}',
      unobtainableAsOfAbout: 'Marcada como Unobtainable (no se puede conseguir) en la lista de mascotas del juego hacia {{date}}',
      hunger: 'Hambre',
      hungerUnknown: 'desconocida',
      hungerAsOf: '{{hunger}} (a fecha de {{date}})',
      sellPriceUnknown: 'desconocido',
      sellPriceAsOf: '{{price}} (a fecha de {{date}})',
      sellPriceAsOfAbout: '{{price}} (de alrededor de {{date}})',
      abilities: 'Habilidades',
      grows: 'Crece con la edad',
      growsYes: 'Sí',
      growsNo: 'No: gana peso comiendo',
      growsUnknown: 'no se sabe',
      sellPrice: 'Precio de venta base',
      sure: 'Fiabilidad de las fuentes',
      sources: 'Fuentes',
    },
    sourceKind: {
      game: 'copias de los archivos del juego',
      script: 'scripts de la comunidad que leen el juego',
      fan: 'una base de datos de mascotas hecha por fans',
      page: 'guías en internet',
      other: 'otros testimonios',
    },
    hatch: {
      heading: 'Peso al nacer',
      known:
        'En los datos de huevos del juego de alrededor de {{date}}, {{name}} sale del huevo con un peso base de {{baseMin}} a {{baseMax}}, que el juego muestra como de {{min}} a {{max}} a la edad 1.',
      hugeOneIn: 'Una de cada {{oneIn}} mascotas nace Huge y pesa más.',
      unknown: 'Los pesos al nacer de {{name}} no figuran en los datos del juego de los que disponemos.',
      eggData:
        'Como referencia: en los datos de huevos del juego de alrededor de {{date}}, de cada huevo salían mascotas con un peso base de {{baseMin}} a {{baseMax}} (de {{min}} a {{max}} a la edad 1), y una de cada {{oneIn}} nacía Huge. No se sabe si {{name}} nace igual.',
    },
    growth: {
      age: 'Edad',
      heading: 'Peso según la edad',
      caption:
        'Peso de {{name}} según la edad, con el peso mínimo, el del medio y el máximo de un nacimiento normal (sin contar las Huge; no se sabe con qué frecuencia sale cada peso)',
      light: 'Mínimo al nacer',
      middle: 'Mitad del rango',
      heavy: 'Máximo al nacer',
      unknownHatch:
        'Sin sus pesos al nacer, esta página no puede dar el peso de {{name}} por edad. Como toda mascota que crece con la edad, gana el mismo peso en cada edad y a la edad {{maxAge}} pesa {{ratio}} veces su peso a la edad 1: introduce la edad y el peso de tu mascota en la calculadora para ver su peso en cada edad.',
      unknownGrowth:
        'Los datos del juego que tenemos no dicen si {{name}} crece con la edad, así que esta página no puede dar su peso por edad. Una mascota que crece con la edad gana el mismo peso en cada edad y a la edad {{maxAge}} pesa {{ratio}} veces su peso a la edad 1: si la tuya crece, introduce su edad y su peso en la calculadora para ver su peso en cada edad.',
      noGrowth: '{{name}} no crece con la edad: gana peso comiendo, así que su peso no se puede deducir de su edad.',
      calculator: 'Calcula el peso de tu {{name}}',
    },
    related: 'Mascotas relacionadas',
  },
  pets: {
    meta: {
      title: 'Mascotas de Grow a Garden: todas las mascotas con su rareza y sus huevos',
      description:
        'Todas las mascotas de Grow a Garden en una sola lista: busca por nombre, filtra por rareza y huevo, y abre la página de cada una con lo que dicen de ella los datos del juego, de sus huevos a su peso al nacer y su crecimiento por edad.',
    },
    title: 'Mascotas de Grow a Garden',
    intro:
      'Todas las mascotas del juego con su rareza y los huevos de los que salen. Abre una para ver sus habilidades y, cuando los datos del juego los dan, su peso al nacer y su crecimiento por edad.',
    filters: 'Buscar una mascota',
    rarity: 'Rareza',
    unknownRarity: 'Rareza desconocida',
    egg: 'Huevo',
    allEggs: 'Todos los huevos',
    noEgg: 'ningún huevo de la lista tiene este identificador',
    sort: 'Ordenar por',
    sortName: 'Nombre',
    sortRarity: 'Rareza',
    count_one: '{{n}} mascota encontrada',
    count_many: '{{n}} de mascotas encontradas',
    count_other: '{{n}} mascotas encontradas',
    empty: 'Ninguna mascota coincide con estos filtros.',
  },
  mutations: {
    meta: {
      title: 'Mutaciones de Grow a Garden: todas las mutaciones con su multiplicador',
      description:
        'Todas las mutaciones de Grow a Garden en una lista con su multiplicador y su grupo: busca por nombre, ordena por multiplicador y abre la página de cada una para ver cómo se consigue y en qué se fusiona.',
    },
    breadcrumb: 'Mutaciones',
    title: 'Mutaciones de Grow a Garden',
    intro:
      'Todas las mutaciones del juego con su multiplicador. Las mutaciones se suman: cada una añade su multiplicador menos 1 a la fruta. Abre una para ver cómo se consigue, en qué se combina y cuánto vale.',
    filters: 'Buscar una mutación',
    group: 'Grupo',
    allGroups: 'Todos los grupos',
    sort: 'Ordenar por',
    sorts: {
      name: 'Nombre, de la A a la Z',
      '-name': 'Nombre, de la Z a la A',
      '-multiplier': 'Multiplicador, de mayor a menor',
      multiplier: 'Multiplicador, de menor a mayor',
    },
    count_one: '{{n}} mutación encontrada',
    count_many: '{{n}} de mutaciones encontradas',
    count_other: '{{n}} mutaciones encontradas',
    empty: 'Ninguna mutación coincide con estos filtros.',
    variantNote:
      '{{name}} es una variante, no una mutación: cada fruta tiene una sola variante, cuyo multiplicador ({{multiplier}}) multiplica todo su valor, mutaciones incluidas.',
  },
  mutation: {
    weathers: 'Climas que la dan',
    meta: {
      title: 'Mutación {{name}} en Grow a Garden: {{multiplier}}, cómo conseguirla y combinaciones',
      description:
        'La mutación {{name}} de Grow a Garden: multiplicador {{multiplier}}, suma {{adds}} al total de mutaciones de una fruta. Cómo se consigue, en qué se combina y valores de ejemplo calculados con la fórmula del juego.',
    },
    intro:
      '{{name}} es una mutación de Grow a Garden del grupo {{group}} con un multiplicador de {{multiplier}}: suma {{adds}} al total de mutaciones de una fruta.',
    facts: {
      heading: 'Datos de la mutación',
      multiplier: 'Multiplicador',
      adds: 'Suma al total de mutaciones',
      group: 'Grupo',
      look: 'Aspecto',
      lookUnknown: 'desconocido',
    },
    obtain: {
      heading: 'Cómo conseguirla',
      unknown: 'Todavía no se sabe cómo consigue una fruta {{name}}: ninguna de nuestras fuentes lo dice.',
      wayKind: '{{kind}}:',
      confidence: 'Fiabilidad de estas formas en conjunto: {{level}}.',
      notesQualify: 'Una nota junto a una forma la matiza.',
      inEnglish: 'en inglés:',
      note: 'Nota de la investigación:',
      noteInEnglish: 'Nota de la investigación (en inglés):',
      disputed: 'Las fuentes no coinciden en qué mutación da {{way}}:',
      kinds: {
        weather: 'Clima',
        event: 'Evento',
        pet: 'Habilidad de mascota',
        gear: 'Gear',
        fusion: 'Fusión',
        admin: 'Evento de admin',
        other: 'Otra forma',
      },
      other: {
        oldamber: 'El Amber envejece y pasa a Old Amber a las 24 horas.',
        ancientamber: 'El Old Amber envejece y pasa a Ancient Amber a las 48 horas.',
        friendbound: 'Tener 5 amigos en el servidor.',
      },
    },
    rules: {
      heading: 'Cadenas y fusiones',
      madeBy: 'Se obtiene por fusión',
      fusesInto: 'En qué se fusiona',
      chains: 'Cadenas',
      none: '{{name}} no forma parte de ninguna cadena ni fusión: simplemente se suma a las demás mutaciones de la fruta.',
      unknown:
        'Todavía no se sabe cómo se combina {{name}} con otras mutaciones. Hasta que las fuentes lo digan, este sitio no la cuenta en ninguna cadena ni fusión.',
    },
    conflicts: {
      heading: 'Al juntarse con otras mutaciones',
      intro:
        'Las reglas del juego cambian una fruta que recibe {{name}} junto con una de estas. Cuando una de ellas llega a una fruta que tiene {{name}}:',
      none: '{{name}} puede estar en una fruta junto con cualquier otra mutación.',
      unknown:
        'Todavía no se sabe con qué mutaciones no puede compartir fruta {{name}}. Hasta que las fuentes lo digan, este sitio le deja compartir fruta con todas las demás.',
    },
    crops: {
      heading: 'Cultivos',
      restricted: 'Las fuentes solo registran {{name}} en estos cultivos:',
      inferred:
        'Ninguna fuente menciona {{crop}}: este sitio también cuenta {{name}} en ese cultivo, por deducción propia, porque {{crop}} tiene los números de {{takenFor}} de antes de su rework.',
    },
    examples: {
      heading: 'Valores de ejemplo',
      caption: 'Una fruta Normal con su peso base, en Sheckles',
      crop: 'Cultivo',
      without: 'Sin mutaciones',
      with: 'Con {{name}}',
      calculator: 'Prueba {{name}} en la calculadora',
    },
    related: 'Mutaciones que se consiguen de la misma forma',
  },
};
