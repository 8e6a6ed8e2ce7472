export default {
  notes: 'De las notas de investigación:',
  notesInEnglish: 'De las notas de investigación (en inglés):',
  stockLink: 'Cómo se leen las probabilidades de stock y el reloj de restock',
  eggs: {
    meta: {
      title: 'Huevos de Grow a Garden: precio, eclosión y probabilidades de mascotas',
      description:
        'Todos los huevos de Grow a Garden: precio y moneda, dónde se venden, tiempo de eclosión y la probabilidad de cada mascota, con la fecha y la fiabilidad de cada número.',
    },
    title: 'Huevos de Grow a Garden',
    intro:
      'Todos los huevos de los datos, con su precio, tiempo de eclosión y las mascotas que salen. Los nombres se dejan tal como los escribe el juego.',
    breadcrumb: 'Huevos',
    count_one: '{{n}} huevo encontrado',
    count_many: '{{n}} de huevos encontrados',
    count_other: '{{n}} huevos encontrados',
    empty: 'Ningún huevo coincide con esta búsqueda.',
    notEggs_one: '(y {{n}} entrada que no es un huevo)',
    notEggs_many: '(y {{n}} de entradas que no son huevos)',
    notEggs_other: '(y {{n}} entradas que no son huevos)',
    kind: {
      chest: 'cofre de Robux (pack de semillas), no es un huevo',
      internal: 'entrada interna del juego, no se puede conseguir',
    },
    pets_one: '{{n}} mascota',
    pets_many: '{{n}} de mascotas',
    pets_other: '{{n}} mascotas',
    petsUnknown: 'mascotas desconocidas',
    hatchTimeUnknown: 'tiempo de eclosión desconocido',
    priceAsOf: '(precio del {{date}})',
  },
  egg: {
    meta: {
      titleChest: '{{name}} en Grow a Garden: un cofre de Robux, no un huevo',
      titleInternal: '{{name}} en Grow a Garden: una entrada interna que ningún jugador puede conseguir',
      title: '{{name}} en Grow a Garden: probabilidades de mascotas, precio y eclosión',
      description:
        '{{name}} en Grow a Garden: su precio, de dónde sale, cuánto tarda en eclosionar, la probabilidad de cada mascota y los Sheckles que cuesta de media conseguir una.',
    },
    intro: 'Lo que dicen los datos del {{name}}: su precio, de dónde sale, su tiempo de eclosión y las mascotas que salen.',
    introChest:
      'El {{name}} no es un huevo: los datos lo listan con los huevos premium, pero es un cofre de Robux (un pack de semillas). Esto es lo que dicen los datos de él: su precio y cuándo estuvo a la venta.',
    introInternal:
      'El {{name}} es una entrada interna de prueba en los datos de huevos del juego: ningún jugador puede conseguirlo. Esto es lo que dicen los datos de él.',
    facts: {
      heading: 'Datos del huevo',
      headingChest: 'Datos del cofre',
      price: 'Precio',
      robux: 'Precio de compra instantánea',
      soldIn: 'Se vende en',
      availability: 'Disponibilidad',
      obtain: 'Cómo conseguirlo',
      hatchTime: 'Tiempo de eclosión',
      stockChance: 'StockChance de la Pet Egg Shop (juego)',
      stockChanceNote: 'No se sabe cómo lee la tienda de huevos este número.',
      data: 'Datos',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: 'availability',
    },
    hatches: {
      heading: 'Mascotas que salen',
      caption:
        'La probabilidad de cada mascota en el {{name}} y los Sheckles que se gastan de media para conseguirla (precio ÷ probabilidad).',
      captionChances: 'La probabilidad de cada mascota en el {{name}}.',
      priceAsOf: 'Precio del {{date}}.',
      pet: 'Mascota',
      /** A soft hyphen: a phone's column is narrower than the word, which breaks there ("Proba-" over "bilidad"). */
      chance: 'Proba\u00adbilidad',
      sheckles: 'Sheckles de media por mascota',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: 'chance',
      none: 'Los datos no dicen qué mascotas salen de este huevo.',
      shecklesOnly:
        'Los Sheckles de media para conseguir cada mascota solo se calculan para un huevo con precio en Sheckles y probabilidades conocidas.',
      shecklesUnknown:
        'No se conocen los Sheckles que se gastan de media para conseguir cada mascota de este huevo: solo se calculan para un huevo con precio en Sheckles y probabilidades conocidas.',
      eggsInside: 'En vez de una mascota, también puede salir otro huevo:',
    },
  },
  gear: {
    meta: {
      title: 'Gear de Grow a Garden: precio, rareza y probabilidad de stock de cada gear',
      description:
        'Todo el gear de Grow a Garden: precio, moneda, rareza, si aún se vende, qué hace cuando se sabe y su probabilidad de stock en la Gear Shop.',
    },
    title: 'Gear de Grow a Garden',
    intro: 'Todo el gear de los datos, con su precio, rareza y dónde se vende. Los nombres se dejan tal como los escribe el juego.',
    breadcrumb: 'Gear',
    count_one: '{{n}} gear encontrado',
    count_many: '{{n}} de gears encontrados',
    count_other: '{{n}} gears encontrados',
    empty: 'Ningún gear coincide con esta búsqueda.',
    filters: 'Buscar un gear',
    allSales: 'Todo el gear',
    sale: {
      'gear-shop': 'Gear Shop',
      event: 'Tienda de evento, mientras dura el evento',
      merchant: 'Traveling Merchant, cuando llega',
      'pet-shop': 'Pet Egg Shop, pestaña de gear',
      'pet-shop-tier-2-2026': 'Pet Egg Shop, pestaña Tier 2 (en los datos más recientes del juego)',
      'not-sold': 'No se vende en ninguna tienda de los datos',
      unknown: 'Desconocido',
    },
    saleUnknownShort: 'lugar de venta desconocido',
  },
  gearPage: {
    meta: {
      title: '{{name}} en Grow a Garden: precio, probabilidad de stock y qué hace',
      description: '{{name}} en Grow a Garden: su precio, rareza, si aún se vende, qué hace y su probabilidad de salir en un restock.',
    },
    intro:
      'Lo que dicen los datos del {{name}}: su precio, rareza, dónde se vende y, cuando se sabe, qué hace y cada cuánto sale en stock.',
    reading: {
      oneInN:
        'El número N del juego se lee como 1 entre N en cada restock, como los fans leen el de la Seed Shop; ninguna fuente lo comprueba para esta tienda (fiabilidad: {{confidence}}).',
      unknown: 'No se sabe cómo esta tienda sortea su stock: el número del juego se muestra tal cual, sin calcular ninguna probabilidad.',
      noShop:
        'No se vende en ninguna tienda de los datos, así que no se calcula ninguna probabilidad: el número del juego se muestra tal cual.',
    },
    facts: {
      reading: 'Cómo se lee la probabilidad',
      heading: 'Datos del gear',
      rarity: 'Rareza',
      price: 'Precio',
      robux: 'Precio de compra instantánea',
      sale: 'Dónde se vende',
      effect: 'Qué hace',
      stockChance: 'StockChance (juego)',
      amount: 'Cantidad por restock',
      perRestock: 'Probabilidad por restock',
      withinHour: 'Probabilidad en la próxima hora',
      wait: 'Espera media',
      data: 'Datos',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: 'rarity amount perRestock withinHour wait',
    },
    soldAtEvent: 'La tienda del evento {{event}} ({{date}}).',
    soldAtEventUndated: 'La tienda del evento {{event}}.',
    soldByMerchant: 'El {{merchant}}.',
    olderCopy: {
      'pet-shop': 'En una copia anterior de los datos del juego: la pestaña de gear.',
      'not-sold': 'En una copia anterior de los datos del juego: oculto en todas las tiendas.',
    },
  },
  weather: {
    meta: {
      title: 'Climas de Grow a Garden: cada clima y las mutaciones que da',
      description:
        'Todos los climas y eventos de servidor de Grow a Garden con las mutaciones que dan a tus cultivos, enlazados a cada mutación, con la fiabilidad de cada una.',
    },
    title: 'Climas y eventos de Grow a Garden',
    intro:
      'Todos los climas y eventos de servidor de los datos, con las mutaciones que dan a una fruta. Los inicia el servidor, así que ninguna web puede decir cuándo llega el siguiente.',
    breadcrumb: 'Clima',
    count_one: '{{n}} clima encontrado',
    count_many: '{{n}} de climas encontrados',
    count_other: '{{n}} climas encontrados',
    empty: 'Ningún clima coincide con esta búsqueda.',
    caption: 'Climas y eventos de servidor con las mutaciones que dan',
    scrolls: 'Climas (se desplaza en horizontal)',
    name: 'Clima',
    kind: 'Tipo',
    kinds: {
      natural: 'Natural',
      'natural-lunar': 'Natural (lunar)',
      'natural-or-event': 'Natural o evento',
      event: 'Evento',
      'event-or-admin': 'Evento o admin',
      'not-known': 'No se sabe',
    },
    mutations: 'Mutaciones (fiabilidad)',
    noMutation: 'Ninguna conocida',
    notes: {
      effects: 'Qué hace:',
      duration: 'Cuánto dura:',
      frequency: 'Cada cuánto:',
      timingSure: 'Fiabilidad de los tiempos: {{level}}',
    },
    data: 'Notas y datos',
  },
};
