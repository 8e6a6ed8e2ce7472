export default {
  meta: {
    title: 'Cómo se calculan los valores de los cultivos de Grow a Garden: fórmula y pruebas',
    description:
      'La fórmula del valor de los cultivos de Grow a Garden explicada sin rodeos: peso, precio mínimo, variante, mutaciones, bonus de amigos, impuesto de mercado y redondeo, con un ejemplo resuelto y los valores que publica la wiki para {{crops}} cultivos, recalculados.',
    datasetName: 'Valores de cultivos de la wiki de Grow a Garden, recalculados',
    datasetDescription:
      'Los valores de precio mínimo y promedio que la wiki de la comunidad de Grow a Garden publica para {{crops}} cultivos, cada uno recalculado con la fórmula del juego y con el motivo de cada diferencia.',
  },
  title: 'Cómo se calculan los valores',
  intro:
    'Todos los valores de este sitio salen de una sola fórmula, la del propio juego. Aquí la tienes explicada con palabras sencillas, con un ejemplo resuelto, la prueba de que da los mismos valores que publica la wiki de la comunidad y de dónde sale cada número.',
  rules: {
    heading: 'La fórmula en palabras sencillas',
    weight:
      'Peso: divide el peso de la fruta entre el peso base de su cultivo y eleva el resultado al cuadrado. Ese es el factor de peso, así que el valor crece más rápido que el peso.',
    priceFloor:
      'Precio mínimo: la proporción nunca cuenta como menos de {{ratio}}. Una fruta más ligera se vende como si pesara {{ratio}} de su peso base, así que el factor de peso más pequeño es {{factor}}.',
    variant: 'Variante: el valor se multiplica por la variante de la fruta: {{variants}}.',
    mutations:
      'Las mutaciones se suman, no se multiplican: empieza en 1 y suma el multiplicador de cada mutación menos 1. El resultado nunca baja de 1. {{example}}.',
    mutationsExample: '{{first}} y {{second}} juntas dan {{total}}',
    product: 'Valor: el valor base × el factor de peso × la variante × el multiplicador de mutación.',
    tax: 'Impuesto de mercado: por encima de {{threshold}} Sheckles el juego reduce el valor siguiendo una curva: <points/>. Entre esos puntos la curva es una línea recta y, pasado el último, sigue en la misma línea.',
    taxScope:
      'El código del juego solo aplica el impuesto a las frutas cuyo atributo FruitVersion sea {{version}} o más. Las fuentes no dicen qué frutas no lo tienen, así que este sitio se lo aplica a todas.',
    taxPoint: '<before/> pasa a <after/>',
    rounding:
      'Redondeo: el juego redondea una sola vez, después del impuesto, a un número entero de Sheckles. Una mitad exacta se aleja del cero: {{unrounded}} pasa a {{rounded}}.',
    boost:
      'Bonus de amigos: cada amigo en tu servidor suma {{step}}, hasta {{max}} (datos de la comunidad: el código del juego para esto no es público). El bonus se aplica al valor redondeado, y este sitio vuelve a redondear el resultado; no está verificado si el juego lo hace. Varias frutas iguales valen ese precio por su cantidad.',
    weightRoll:
      'Peso al cosechar: cada fruta sale con un peso al azar de {{min}} a {{max}} veces el peso base de su cultivo, en pasos de una milésima, todos igual de probables, así que {{mean}} veces de media. Una fruta Huge (según la probabilidad de Huge del cultivo) pesa {{huge}} veces ese peso. El peso medio y el valor medio de cada cultivo en este sitio se calculan a partir de este peso al azar; las columnas «promedio» de la wiki de la comunidad son su peso base y su valor base.',
    variantRoll:
      'Variante al cosechar: cuando se cosecha una fruta, el juego elige su variante al azar con estos pesos ({{weights}}). Sin nada que las aumente, las probabilidades son {{chances}}.',
    neverRolled_one: '{{variants}} nunca sale al cosechar: se consigue con otras mecánicas.',
    neverRolled_many: '{{variants}} nunca salen al cosechar: se consiguen con otras mecánicas.',
    neverRolled_other: '{{variants}} nunca salen al cosechar: se consiguen con otras mecánicas.',
  },
  example: {
    heading: 'Ejemplos resueltos',
    stepHeading: 'Una fruta, paso a paso',
    intro: 'Cada número de aquí lo calcula el mismo código que la calculadora.',
    fruit: '{{crop}} de {{weight}}, {{variant}}, con {{mutations}} y un bonus de amigos de {{boost}}',
    taxHeading: 'Por encima de un billón (1T): el impuesto de mercado',
    taxIntro:
      'Una fruta Huge con el mejor conjunto de mutaciones de su cultivo puede pasar de un billón de Sheckles. Entonces el paso del impuesto cambia el valor.',
    taxFruit: '{{crop}} de {{weight}}, {{variant}}, con su mutación máxima, sin bonus de amigos',
    steps: {
      baseValue: 'Valor base de {{crop}}',
      ratio: 'Proporción de peso',
      ratioFloor: 'Más ligera que el precio mínimo, así que cuenta como {{ratio}}',
      weightFactor: 'Factor de peso (la proporción al cuadrado)',
      variant: 'Variante: {{name}}',
      mutations: 'Multiplicador de mutación',
      mutationsDetail_one: 'Lo que suma su única mutación',
      mutationsDetail_many: 'Lo que suma cada una de sus {{n}} de mutaciones',
      mutationsDetail_other: 'Lo que suma cada una de sus {{n}} mutaciones',
      mutationAdds: '{{name}} {{multiplier}} suma {{adds}}',
      totalMultiplier: 'Variante × multiplicador de mutación',
      unrounded: 'Antes del impuesto y del redondeo',
      noTax: 'Impuesto de mercado: ninguno, el valor no pasa de {{threshold}}',
      tax: 'Después del impuesto de mercado',
      rounded: 'Valor del cultivo, redondeado',
      boost: 'Con el bonus de amigos de {{boost}}',
    },
    open: 'Abrir esta fruta en la calculadora',
  },
  proof: {
    heading: 'La prueba: los valores de la wiki, recalculados',
    intro:
      'La wiki de la comunidad publica por cuánto se vende una fruta sencilla (Normal, sin mutación) de cada cultivo con su peso de precio mínimo y con su peso promedio, que es su peso base. Cada uno de esos valores lo recalcula abajo el motor de este sitio al generar la página.',
    source: 'Valores tal como aparecían en la página Crops de la wiki el {{date}}.',
    summaryExact_one: '{{n}} de {{total}} cultivos coincide exactamente.',
    summaryExact_many: '{{n}} de {{total}} cultivos coinciden exactamente.',
    summaryExact_other: '{{n}} de {{total}} cultivos coinciden exactamente.',
    summaryHalfEven_one: '{{n}} difiere en uno por el redondeo de mitades al par.',
    summaryHalfEven_many: '{{n}} difieren en uno por el redondeo de mitades al par.',
    summaryHalfEven_other: '{{n}} difieren en uno por el redondeo de mitades al par.',
    summaryDifferent_one: '{{n}} difiere por otro motivo.',
    summaryDifferent_many: '{{n}} difieren por otro motivo.',
    summaryDifferent_other: '{{n}} difieren por otro motivo.',
    why: '¿Por qué uno menos? En estos cultivos el valor exacto antes de redondear termina en ,5. El juego redondea la mitad alejándose del cero, o sea hacia arriba; las tablas de la wiki la redondean al vecino par, que aquí es uno menos.',
    caption: 'El valor de la wiki y el de este sitio para cada cultivo, en Sheckles',
    scrollRegion: 'Valores publicados (se desplaza en horizontal)',
    crop: 'Cultivo',
    weight: 'Fruta',
    wiki: 'Wiki',
    engine: 'Este sitio',
    match: 'Coincidencia',
    priceFloor: 'Precio mínimo, {{weight}}',
    average: '«Promedio» de la wiki (peso base), {{weight}}',
    exact: 'Exacto',
    halfEven:
      'Uno de diferencia: {{unrounded}} es una mitad exacta, que el juego redondea hacia arriba a {{game}} y la wiki al par {{wiki}}.',
    different: 'Difiere en {{difference}}',
  },
  sources: {
    icons:
      'Iconos de cultivos y mascotas: <name>{{name}}</name>, con licencia <licence>{{licence}}</licence>. Cuando ningún emoji encaja, el icono muestra la primera letra del nombre.',
    heading: 'De dónde sale cada número',
    intro:
      'Primero van las copias de los archivos del propio juego. Donde no dicen nada, completan la wiki de la comunidad y los sitios de fans, y cada dato indica la fiabilidad de sus fuentes.',
    caption: 'Fuentes de los datos del juego, con la fecha de la copia usada y su fiabilidad',
    scrollRegion: 'Fuentes (se desplaza en horizontal)',
    what: 'Dato',
    source: 'Fuente',
    date: 'Fecha',
    confidence: 'Fiabilidad',
    named: '{{kind}}: {{name}}',
    kind: {
      game: 'Archivo del juego',
      wiki: 'Wiki de la comunidad',
      fanSite: 'Sitio de fans',
      script: 'Scripts de la comunidad',
    },
    topic: {
      cropValues: 'Valores base, pesos base y probabilidad de Huge de los cultivos',
      valueFormula: 'La fórmula del valor: factor de peso, precio mínimo, mutaciones y variante',
      marketTax: 'La curva del impuesto de mercado por encima de un billón',
      weightRoll: 'El peso que sale al cosechar y el peso mínimo',
      variants: 'Multiplicadores de variante (Normal, Silver, Gold, Rainbow, Diamond)',
      mutationMultipliers: 'Multiplicadores de mutación',
      mutationRules: 'Qué mutaciones se fusionan, se reemplazan o no se pueden combinar',
      friendBoost: 'Bonus de amigos: {{step}} por amigo, como máximo {{max}}',
      cropFacts: 'Rareza, cosecha, precio de la semilla y si un cultivo se podía conseguir en esa fecha',
      categories: 'Categorías de cultivos',
      cropOrigins: 'De dónde sale cada cultivo (tienda, paquete de semillas, evento, recompensa) y su categoría',
      mutationSources: 'Cómo consigue una fruta cada mutación (clima, mascotas, gear, eventos)',
      petWeight: 'Peso de las mascotas según la edad',
      gameExports:
        'Exportaciones semanales de las tablas del juego: cada cambio y cuándo entró cada cultivo, mutación y mascota en los archivos del juego',
      publishedValues: 'Los valores publicados por la wiki que sirven de prueba arriba',
    },
  },
  changelog: {
    heading: 'Registro de cambios de los datos',
    intro:
      'Lo que cambió en los archivos del juego hasta el {{date}}, según las exportaciones semanales de las tablas del juego. Cada cambio lleva la fecha de la primera exportación en la que aparece.',
    introWindow:
      'Lo que cambió en los archivos del juego del {{first}} al {{last}}, según las exportaciones semanales de las tablas del juego; de antes y de después no se sabe nada. Cada cambio lleva la fecha de la primera exportación en la que aparece. Lo que ya estaba en la primera exportación estaba en los archivos del juego desde antes, así que no figura como nuevo.',
    values: {
      heading: 'Cifras de cultivos que cambiaron',
      caption: 'Valor base, peso base y probabilidad de Huge por fruta, antes y después del cambio',
      scrollRegion: 'Cifras cambiadas (se desplaza en horizontal)',
      crop: 'Cultivo',
      date: 'Fecha',
      before: 'Antes',
      after: 'Después',
    },
    multipliers: {
      heading: 'Multiplicadores de mutaciones que cambiaron',
      caption: 'Multiplicador de cada mutación, antes y después del cambio',
      scrollRegion: 'Multiplicadores cambiados (se desplaza en horizontal)',
      mutation: 'Mutación',
    },
    added: {
      same: '<item>{{name}}</item>: {{value}}',
      changed: '<item>{{name}}</item>: {{first}} al aparecer, ahora {{now}}',
      gone: '<item>{{name}}</item>: {{first}} al aparecer, {{last}} al salir de los archivos del juego',
    },
    newCrops: {
      heading_one: '{{n}} cultivo nuevo',
      heading_many: '{{n}} de cultivos nuevos',
      heading_other: '{{n}} cultivos nuevos',
      list: 'Ver los cultivos nuevos por fecha',
    },
    mutations: {
      heading_one: '{{n}} mutación nueva',
      heading_many: '{{n}} de mutaciones nuevas',
      heading_other: '{{n}} mutaciones nuevas',
      list: 'Ver las mutaciones nuevas por fecha',
      rules_one:
        'Todavía no se sabe cómo se combina {{n}} de ellas con otras mutaciones, así que la calculadora no la combina con ninguna.',
      rules_many:
        'Todavía no se sabe cómo se combinan {{n}} de ellas con otras mutaciones, así que la calculadora no las combina con ninguna.',
      rules_other:
        'Todavía no se sabe cómo se combinan {{n}} de ellas con otras mutaciones, así que la calculadora no las combina con ninguna.',
    },
    pets: {
      heading_one: '{{n}} mascota nueva',
      heading_many: '{{n}} de mascotas nuevas',
      heading_other: '{{n}} mascotas nuevas',
      list: 'Ver las mascotas nuevas por fecha',
    },
    removed: {
      heading: 'Ya no están en los archivos del juego',
      item: '<crop>{{name}}</crop>: ya no está en los archivos del juego desde el {{date}}. Su página se mantiene.',
    },
  },
};
