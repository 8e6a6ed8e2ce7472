export default {
  meta: {
    title: 'Grow a Garden Stock Timer: next Seed, Gear and Egg Shop restock',
    description:
      'Grow a Garden restock timer: live countdowns to the next Seed Shop, Gear Shop and Pet Egg Shop restock in your local time, with every seed’s price and stock chance.',
  },
  title: 'Grow a Garden stock and restock timer',
  intro:
    'When each shop restocks, counted down in your own time, and how likely a seed, gear or egg is to be in a restock. Live stock contents are not shown: they need the game’s server.',
  startsWithScript: 'The countdown starts once the page has loaded.',
  nextIn: 'Next restock in',
  nextResetIn: 'Next reset in',
  at: 'at {{time}}',
  atOnDay: 'on {{day}} at {{time}}',
  dayTime: '{{day}} {{time}}',
  later: 'Then:',
  sure: 'Confidence in the interval: {{interval}}; {{what}}: {{alignment}}.',
  /** What the timing's confidence is of: where the restocks fall, or, on no fixed clock, that the server decides. */
  sureOf: {
    timing: 'in the timing',
    serverDecides: 'that the server decides when it starts',
  },
  rule: {
    every: 'Every {{interval}}, at the same moment on every server: whenever the time in UTC is a whole multiple of {{interval}}.',
    everyDisputed: 'Most sources say every {{interval}}.',
    daily: 'Every day at {{time}} UTC, on every server at once.',
    dailyMidnight: 'Every day at midnight UTC, on every server at once.',
    none: 'No fixed clock.',
  },
  clocks: {
    heading: 'Restock clocks',
    how: 'The game counts down to the next whole multiple of a shop’s interval in Unix time (UTC), so every server restocks at the same moment, whatever your time zone. The page works each countdown out from your device’s clock.',
    noCountdown: 'No countdown',
  },
  eventOver: 'Only while its event ran, from {{start}} to {{end}}: the event is over, so there is no countdown.',
  shops: {
    seed: {
      note: 'From the game’s code: the shop restocks every {{interval}}, on the {{first}}, {{second}}, {{third}} … marks.',
    },
    gear: {
      note: 'From the game’s code: the same clock as the Seed Shop, with an interval of {{interval}}.',
    },
    egg: {
      note: 'The game counts the same way, but the interval of {{interval}} comes from fan guides and macros, not from the game’s files.',
    },
    cosmetic: {
      note: 'Sources disagree on the interval (4 hours, 4 hours shifted by one, or 3 hours), so there is no countdown.',
    },
    'seed-tier-2': {
      name: 'Seed Shop, Tier 2 tab (Garden Coins)',
      note: 'The hourly interval is in the game’s files; that it falls on the hour (UTC) is probable, not confirmed.',
    },
    'daily-deals': {
      name: 'Seed Shop, Daily Deals tab',
      note: 'The daily interval is in the game’s files; that it falls at midnight UTC is probable, not confirmed.',
    },
    'traveling-merchant': {
      note: 'The server picks when a merchant comes and tells players in the game, so no website can count down to it.',
    },
    'event-shops': {
      name: 'Event shops',
      note: 'Each event restocks its own way (some when players trigger it); no source gives a clock.',
    },
    'bee-egg-shop': {
      name: 'Bee egg shop',
      note: 'The game counts the same way, but no source gives its interval.',
    },
    'daily-quests': {
      name: 'Daily quests',
      note: 'The quests’ reset time comes from the game’s code.',
    },
    'zen-quests': {
      name: 'Zen quests (event)',
      note: 'From the game’s code: the quests reset on this clock only while the Zen event runs.',
    },
    weather: {
      name: 'Weather',
      note: 'The server starts each weather and tells players how long it lasts, so no website can count down to it.',
    },
  },
  alert: {
    button: 'Tell me at the next restock',
    asking: 'Asking your browser whether this page may show notifications…',
    granted: 'You will hear a sound and get a notification {{when}}, while this page is open.',
    denied: 'Notifications are turned off for this site, so you will only hear a sound {{when}}, while this page is open.',
    unsupported: 'This browser cannot show notifications, so you will only hear a sound {{when}}, while this page is open.',
    rang: 'The shop has restocked.',
    cancelled: 'Alert cancelled.',
    notShown: 'The shop has restocked, but this browser would not show the notification.',
    title: '{{shop}} restocked',
    body: 'The restock of {{time}} is in.',
    resetButton: 'Tell me at the next reset',
    resetRang: 'The quests have reset.',
    resetNotShown: 'The quests have reset, but this browser would not show the notification.',
    resetTitle: '{{shop}} reset',
    resetBody: 'The reset of {{time}} has come.',
  },
  odds: {
    heading: 'Stock chances',
    formula:
      'The chance an item is in at least one of n restocks is 1 − (1 − p)ⁿ, where p is its chance at one restock; the expected wait is 1 ÷ p restocks. Both assume each restock is rolled on its own.',
    seeds: 'Seed Shop seeds (main tab): price, amount, the game’s StockChance field and what it gives',
    seedsTier2: 'Seed Shop seeds (Tier 2 tab, Garden Coins): price, amount, the game’s StockChance field and what it gives',
    gear: 'Gear Shop gear, cheapest first: price, amount, the game’s StockChance field and what it gives',
    eggs: 'Pet Egg Shop eggs: price and the game’s StockChance field',
  },
  reading: {
    oneInN:
      'The game gives each item a whole number N, higher for rarer items. It is read here as a 1 in N chance at each restock (sureness of this reading: {{confidence}}).',
    unknown: 'The game’s number is shown as it is: how the shop rolls its stock is not known, so no chance is worked out.',
    basis: {
      seed: 'A fan list gives exactly the game’s numbers as “1 in N” chances; the server code that rolls the stock is not in any copy.',
      'seed-tier-2': 'The Tier 2 tab has the same field as the main tab and is read the same way, but no source checks it there.',
      gear: 'The Gear Shop has the same field and is read the same way, but no source checks it.',
      egg: 'Fans report {{rates}} per restock, which is not 1 in N of the game’s numbers: the shop probably fills several slots.',
    },
    rate: '{{egg}} {{percent}}',
  },
  table: {
    item: 'Item',
    rarity: 'Rarity',
    price: 'Price',
    amount: 'Amount per restock',
    field: 'StockChance (game)',
    perRestock: 'Chance per restock',
    withinHour: 'Chance within the next hour',
    wait: 'Expected wait',
    data: 'Data',
    otherRows: 'Rows with nothing in the {{column}} column:',
    leftOut_one: 'Column left out, as it is unknown for every item in this table: {{columns}}.',
    leftOut_other: 'Columns left out, as they are unknown for every item in this table: {{columns}}.',
    nameOnly_one: 'One more seed is known only by name: community lists show it in this shop.',
    nameOnly_other: '{{n}} more seeds are known only by name: community lists show them in this shop.',
    /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
    unknownFeminineAfter: '',
  },
  links: {
    eggs: 'Every egg',
    gear: 'Every gear',
    weather: 'Weather and mutations',
  },
};
