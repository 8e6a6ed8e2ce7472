export default {
  meta: {
    title: 'Temporizador de stock de Grow a Garden: próximo restock de Seed, Gear y Egg Shop',
    description:
      'Temporizador de restock de Grow a Garden: cuentas atrás en vivo hasta el próximo restock de la Seed Shop, la Gear Shop y la Pet Egg Shop en tu hora local, con el precio y la probabilidad de stock de cada semilla.',
  },
  title: 'Stock y temporizador de restock de Grow a Garden',
  intro:
    'Cuándo se reabastece cada tienda, con cuenta atrás en tu propia hora, y la probabilidad de que una semilla, gear o huevo salga en un restock. El stock en vivo no se muestra: necesita el servidor del juego.',
  startsWithScript: 'La cuenta atrás empieza cuando la página termina de cargar.',
  nextIn: 'Próximo restock en',
  nextResetIn: 'Próximo reinicio en',
  at_one: 'a la {{time}}',
  at_many: 'a las {{time}}',
  at_other: 'a las {{time}}',
  atOnDay_one: 'el {{day}} a la {{time}}',
  atOnDay_many: 'el {{day}} a las {{time}}',
  atOnDay_other: 'el {{day}} a las {{time}}',
  dayTime_one: '{{day}} a la {{time}}',
  dayTime_many: '{{day}} a las {{time}}',
  dayTime_other: '{{day}} a las {{time}}',
  later: 'Después:',
  sure: 'Fiabilidad del intervalo: {{interval}}; {{what}}: {{alignment}}.',
  sureOf: {
    timing: 'del horario',
    serverDecides: 'de que el servidor decide cuándo empieza',
  },
  rule: {
    every: 'Cada {{interval}}, en el mismo momento en todos los servidores: cuando la hora UTC es un múltiplo exacto de {{interval}}.',
    everyDisputed: 'Según la mayoría de las fuentes, cada {{interval}}.',
    daily_one: 'Cada día a la {{time}} UTC, en todos los servidores a la vez.',
    daily_many: 'Cada día a las {{time}} UTC, en todos los servidores a la vez.',
    daily_other: 'Cada día a las {{time}} UTC, en todos los servidores a la vez.',
    dailyMidnight: 'Cada día a medianoche UTC, en todos los servidores a la vez.',
    none: 'Sin reloj fijo.',
  },
  clocks: {
    heading: 'Relojes de restock',
    how: 'El juego cuenta hasta el siguiente múltiplo exacto del intervalo de la tienda en tiempo Unix (UTC), así que todos los servidores se reabastecen a la vez, sea cual sea tu zona horaria. La página calcula cada cuenta atrás con el reloj de tu dispositivo.',
    noCountdown: 'Sin cuenta atrás',
  },
  eventOver: 'Solo mientras duró su evento, del {{start}} al {{end}}: el evento ya terminó, así que no hay cuenta atrás.',
  shops: {
    seed: {
      note: 'Según el código del juego: la tienda se reabastece cada {{interval}}, en las marcas {{first}}, {{second}}, {{third}}…',
    },
    gear: {
      note: 'Según el código del juego: el mismo reloj que la Seed Shop, con un intervalo de {{interval}}.',
    },
    egg: {
      note: 'El juego cuenta igual, pero el intervalo de {{interval}} viene de guías y macros de fans, no de los archivos del juego.',
    },
    cosmetic: {
      note: 'Las fuentes no coinciden en el intervalo (4 horas, 4 horas desplazadas una hora o 3 horas), así que no hay cuenta atrás.',
    },
    'seed-tier-2': {
      name: 'Seed Shop, pestaña Tier 2 (Garden Coins)',
      note: 'El intervalo de una hora está en los archivos del juego; que caiga en punto (UTC) es probable, no confirmado.',
    },
    'daily-deals': {
      name: 'Seed Shop, pestaña Daily Deals',
      note: 'El intervalo diario está en los archivos del juego; que caiga a medianoche UTC es probable, no confirmado.',
    },
    'traveling-merchant': {
      note: 'El servidor decide cuándo llega un mercader y lo avisa dentro del juego, así que ninguna web puede hacer una cuenta atrás.',
    },
    'event-shops': {
      name: 'Tiendas de eventos',
      note: 'Cada evento se reabastece a su manera (algunos cuando los jugadores lo activan); ninguna fuente da un reloj.',
    },
    'bee-egg-shop': {
      name: 'Tienda de huevos de abeja',
      note: 'El juego cuenta igual, pero ninguna fuente da su intervalo.',
    },
    'daily-quests': {
      name: 'Misiones diarias',
      note: 'La hora en que se reinician las misiones viene del código del juego.',
    },
    'zen-quests': {
      name: 'Misiones Zen (evento)',
      note: 'Según el código del juego: las misiones se reinician con este reloj solo mientras dura el evento Zen.',
    },
    weather: {
      name: 'Clima',
      note: 'El servidor inicia cada clima y avisa a los jugadores de cuánto dura, así que ninguna web puede hacer una cuenta atrás.',
    },
  },
  alert: {
    button: 'Avísame en el próximo restock',
    asking: 'Preguntando a tu navegador si esta página puede mostrar notificaciones…',
    granted: 'Oirás un sonido y recibirás una notificación {{when}}, mientras esta página esté abierta.',
    denied:
      'Las notificaciones están desactivadas para este sitio, así que solo oirás un sonido {{when}}, mientras esta página esté abierta.',
    unsupported:
      'Este navegador no puede mostrar notificaciones, así que solo oirás un sonido {{when}}, mientras esta página esté abierta.',
    rang: 'La tienda se ha reabastecido.',
    cancelled: 'Aviso cancelado.',
    notShown: 'La tienda se ha reabastecido, pero este navegador no ha querido mostrar la notificación.',
    title: 'Restock: {{shop}}',
    body_one: 'Ya llegó el restock de la {{time}}.',
    body_many: 'Ya llegó el restock de las {{time}}.',
    body_other: 'Ya llegó el restock de las {{time}}.',
    resetButton: 'Avísame en el próximo reinicio',
    resetRang: 'Las misiones se han reiniciado.',
    resetNotShown: 'Las misiones se han reiniciado, pero este navegador no ha querido mostrar la notificación.',
    resetTitle: 'Reinicio de las {{shop}}',
    resetBody_one: 'Ya llegó el reinicio de la {{time}}.',
    resetBody_many: 'Ya llegó el reinicio de las {{time}}.',
    resetBody_other: 'Ya llegó el reinicio de las {{time}}.',
  },
  odds: {
    heading: 'Probabilidades de stock',
    formula:
      'La probabilidad de que un objeto salga en al menos uno de n restocks es 1 − (1 − p)ⁿ, donde p es su probabilidad en un restock; la espera media es 1 ÷ p restocks. Ambas suponen que cada restock se sortea por separado.',
    seeds: 'Semillas de la Seed Shop (pestaña principal): precio, cantidad, el campo StockChance del juego y lo que da',
    seedsTier2: 'Semillas de la Seed Shop (pestaña Tier 2, Garden Coins): precio, cantidad, el campo StockChance del juego y lo que da',
    gear: 'Gear de la Gear Shop, del más barato al más caro: precio, cantidad, el campo StockChance del juego y lo que da',
    eggs: 'Huevos de la Pet Egg Shop: precio y el campo StockChance del juego',
  },
  reading: {
    oneInN:
      'El juego da a cada objeto un número entero N, más alto cuanto más raro. Aquí se lee como una probabilidad de 1 entre N en cada restock (fiabilidad de esta lectura: {{confidence}}).',
    unknown:
      'El número del juego se muestra tal cual: no se sabe cómo sortea la tienda su stock, así que no se calcula ninguna probabilidad.',
    basis: {
      seed: 'Una lista de fans da exactamente los números del juego como probabilidades de «1 entre N»; el código del servidor que sortea el stock no está en ninguna copia.',
      'seed-tier-2': 'La pestaña Tier 2 tiene el mismo campo que la principal y se lee igual, pero ninguna fuente lo comprueba ahí.',
      gear: 'La Gear Shop tiene el mismo campo y se lee igual, pero ninguna fuente lo comprueba.',
      egg: 'Los fans reportan {{rates}} por restock, que no es 1 entre N de los números del juego: la tienda probablemente llena varios huecos.',
    },
    rate: '{{egg}} {{percent}}',
  },
  table: {
    item: 'Objeto',
    rarity: 'Rareza',
    price: 'Precio',
    amount: 'Cantidad por restock',
    field: 'StockChance (juego)',
    perRestock: 'Probabilidad por restock',
    withinHour: 'Probabilidad en la próxima hora',
    wait: 'Espera media',
    data: 'Datos',
    otherRows: 'Filas sin nada en la columna {{column}}:',
    leftOut_one: 'Columna oculta, porque no se conoce para ningún objeto de esta tabla: {{columns}}.',
    leftOut_many: 'Columnas ocultas, porque no se conocen para ningún objeto de esta tabla: {{columns}}.',
    leftOut_other: 'Columnas ocultas, porque no se conocen para ningún objeto de esta tabla: {{columns}}.',
    nameOnly_one: 'Hay una semilla más de la que solo se conoce el nombre: las listas de la comunidad la sitúan en esta tienda.',
    nameOnly_many: 'Hay {{n}} semillas más de las que solo se conoce el nombre: las listas de la comunidad las sitúan en esta tienda.',
    nameOnly_other: 'Hay {{n}} semillas más de las que solo se conoce el nombre: las listas de la comunidad las sitúan en esta tienda.',
    /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
    unknownFeminineAfter: 'rarity amount perRestock withinHour wait',
  },
  links: {
    eggs: 'Todos los huevos',
    gear: 'Todo el gear',
    weather: 'Climas y mutaciones',
  },
};
