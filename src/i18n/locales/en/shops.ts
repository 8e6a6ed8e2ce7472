export default {
  notes: 'From the research notes:',
  notesInEnglish: 'From the research notes (in English):',
  /** The link from an egg's or a gear's page to the stock page. */
  stockLink: 'How stock chances are read, and the restock clock',
  eggs: {
    meta: {
      title: 'Grow a Garden eggs: every egg’s price, hatch time and pet odds',
      description:
        'Every Grow a Garden egg: price and currency, where it is sold, hatch time and the chance of each pet, with the date and confidence of every number.',
    },
    title: 'Grow a Garden eggs',
    intro: 'Every egg in the data, with its price, hatch time and the pets it hatches. Game names stay as the game writes them.',
    breadcrumb: 'Eggs',
    count_one: '{{n}} egg found',
    count_other: '{{n}} eggs found',
    empty: 'No egg matches this search.',
    notEggs_one: '(and {{n}} entry that is not an egg)',
    notEggs_other: '(and {{n}} entries that are not eggs)',
    kind: {
      chest: 'Robux chest (a seed pack), not an egg',
      internal: 'internal game entry, not obtainable',
    },
    pets_one: '{{n}} pet',
    pets_other: '{{n}} pets',
    petsUnknown: 'pets unknown',
    hatchTimeUnknown: 'hatch time unknown',
    // An egg's price from an older copy than its other numbers (the Bee Egg's), beside the price.
    priceAsOf: '(price as of {{date}})',
  },
  egg: {
    meta: {
      titleChest: '{{name}} in Grow a Garden: a Robux chest, not an egg',
      titleInternal: '{{name}} in Grow a Garden: an internal entry players cannot get',
      title: '{{name}} in Grow a Garden: pet odds, price and hatch time',
      description:
        '{{name}} in Grow a Garden: its price, where it comes from, how long it takes to hatch, each pet’s chance and the Sheckles it takes on average to hatch one.',
    },
    intro: 'What the data holds on the {{name}}: its price, where it comes from, its hatch time and the pets it hatches.',
    introChest:
      'The {{name}} is not an egg: the data lists it with the premium eggs, but it is a Robux chest (a seed pack). Here is what the data holds on it: its price and when it was on sale.',
    introInternal:
      'The {{name}} is an internal test entry in the game’s egg data: players cannot get it. Here is what the data holds on it.',
    facts: {
      heading: 'Egg facts',
      headingChest: 'Chest facts',
      price: 'Price',
      robux: 'Instant-buy price',
      soldIn: 'Sold in',
      availability: 'Availability',
      obtain: 'How to get it',
      hatchTime: 'Hatch time',
      stockChance: 'Pet Egg Shop StockChance (game)',
      stockChanceNote: 'How the egg shop reads this number is not known.',
      data: 'Data',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: '',
    },
    hatches: {
      heading: 'Pets it hatches',
      caption: 'Each pet’s chance in the {{name}}, and the Sheckles one spends on average to hatch it (price ÷ chance).',
      /** The caption of a table without the Sheckles column, where no pet's Sheckles are known. */
      captionChances: 'Each pet’s chance in the {{name}}.',
      priceAsOf: 'Price as of {{date}}.',
      pet: 'Pet',
      chance: 'Chance',
      sheckles: 'Expected Sheckles to hatch',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: '',
      none: 'Which pets hatch from this egg is not in the data.',
      shecklesOnly: 'The expected Sheckles are worked out only for an egg priced in Sheckles with known odds.',
      /** Said once under a table without the Sheckles column, in place of shecklesOnly. */
      shecklesUnknown:
        'The Sheckles it takes on average to hatch each pet are not known for this egg: they are worked out only for an egg priced in Sheckles with known odds.',
      eggsInside: 'Instead of a pet, it can also hatch another egg:',
    },
  },
  gear: {
    meta: {
      title: 'Grow a Garden gear: every gear’s price, rarity and stock chance',
      description:
        'Every Grow a Garden gear: price, currency, rarity, whether it is still sold, what it does where known, and its stock chance in the Gear Shop.',
    },
    title: 'Grow a Garden gear',
    intro: 'Every gear in the data, with its price, rarity and where it is sold. Game names stay as the game writes them.',
    breadcrumb: 'Gear',
    count_one: '{{n}} gear found',
    count_other: '{{n}} gear found',
    empty: 'No gear matches this search.',
    filters: 'Find a gear',
    allSales: 'All gear',
    sale: {
      'gear-shop': 'Gear Shop',
      event: 'Event shop, while the event runs',
      merchant: 'Traveling Merchant, when it comes',
      'pet-shop': 'Pet Egg Shop, gear tab',
      'pet-shop-tier-2-2026': 'Pet Egg Shop, Tier 2 tab (in the newest game data)',
      'not-sold': 'Not sold in any shop in the data',
      unknown: 'Unknown',
    },
    saleUnknownShort: 'shop unknown',
  },
  gearPage: {
    meta: {
      title: '{{name}} in Grow a Garden: price, stock chance and what it does',
      description:
        '{{name}} in Grow a Garden: its price, rarity, whether it is still sold, what it does and its chance to be in a restock.',
    },
    intro:
      'What the data holds on the {{name}}: its price, rarity, where it is sold and, where known, what it does and how often it is in stock.',
    reading: {
      oneInN:
        'The game’s number N is read as a 1 in N chance at each restock, as fans read the Seed Shop’s; no source checks it for this shop (sureness: {{confidence}}).',
      unknown: 'How this shop rolls its stock is not known: the game’s number is shown as it is, with no chance worked out.',
      noShop: 'Sold in no shop in the data, so no chance is worked out: the game’s number is shown as it is.',
    },
    facts: {
      reading: 'How the chance is read',
      heading: 'Gear facts',
      rarity: 'Rarity',
      price: 'Price',
      robux: 'Instant-buy price',
      sale: 'Where it is sold',
      effect: 'What it does',
      stockChance: 'StockChance (game)',
      amount: 'Amount per restock',
      perRestock: 'Chance per restock',
      withinHour: 'Chance within the next hour',
      wait: 'Expected wait',
      data: 'Data',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: '',
    },
    soldAtEvent: 'The {{event}} event’s shop ({{date}}).',
    soldAtEventUndated: 'The {{event}} event’s shop.',
    soldByMerchant: 'The {{merchant}}.',
    /** Where the older copies had a gear the 2026 pet shop lists in its Tier 2 tab (gearSoldIn). */
    olderCopy: {
      'pet-shop': 'In an older copy of the game’s data: the gear tab.',
      'not-sold': 'In an older copy of the game’s data: hidden from every shop.',
    },
  },
  weather: {
    meta: {
      title: 'Grow a Garden weather: every weather and the mutations it gives',
      description:
        'Every Grow a Garden weather and server event with the mutations it gives your crops, linked to each mutation, with the confidence of each.',
    },
    title: 'Grow a Garden weather and events',
    intro:
      'Every weather and server event in the data, with the mutations it gives a fruit. The server starts them, so no website can say when the next one comes.',
    breadcrumb: 'Weather',
    count_one: '{{n}} weather found',
    count_other: '{{n}} weathers found',
    empty: 'No weather matches this search.',
    caption: 'Weathers and server events with the mutations they give',
    scrolls: 'Weathers (scrolls sideways)',
    name: 'Weather',
    kind: 'Kind',
    kinds: {
      natural: 'Natural',
      'natural-lunar': 'Natural (lunar)',
      'natural-or-event': 'Natural or event',
      event: 'Event',
      'event-or-admin': 'Event or admin',
      'not-known': 'Not known',
    },
    mutations: 'Mutations (confidence)',
    noMutation: 'None known',
    notes: {
      effects: 'What it does:',
      duration: 'How long:',
      frequency: 'How often:',
      timingSure: 'Confidence in the timings: {{level}}',
    },
    data: 'Notes and data',
  },
};
