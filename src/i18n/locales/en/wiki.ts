export default {
  moonMango: {
    meta: {
      title: 'Moon Mango in Grow a Garden: value, weight, mutations and how to get it',
      description:
        'Everything about the Moon Mango in Grow a Garden: how it was obtained, how it grows, what it sells for and how mutations change its value.',
    },
    title: 'Moon Mango',
    article: {
      whatTitle: 'What is the Moon Mango?',
      what: 'The Moon Mango is a Mythical fruit tree. Its seed was sold in the Twilight Shop, an event shop, next to the Celestiberry. In {{date}}, its seed was no longer sold.',
      obtainTitle: 'How was it obtained?',
      obtain:
        'While the Twilight Shop was open, a seed cost {{sheckles}} or {{robux}} Robux, with only {{stock}} in stock at a time. The shop closed with its event, and in {{date}} the Moon Mango could not be obtained: only players who had planted one back then had it.',
      growTitle: 'How does it grow?',
      grow: 'It is a multi-harvest plant: once the tree is grown it keeps bearing fruit, so you pick Moon Mangoes again and again without replanting. Each fruit rolls its own weight, never below {{minWeight}}, and about 1 in {{hugeOneIn}} comes out Huge, several times heavier than usual.',
      worthTitle: 'What is it worth?',
      worth:
        'A Moon Mango of {{baseWeight}} sells for {{baseValue}}. Lighter fruits never drop below the price floor: anything up to {{floorWeight}} still sells for {{floorValue}}. Above that, value grows with the square of the weight, so a fruit twice as heavy is worth four times as much.',
      variants: 'Variants multiply the whole price: a Gold Moon Mango of the same weight is worth {{gold}}, and a Rainbow one {{rainbow}}.',
      mutations:
        'Mutations add up instead of multiplying each other: Shocked ({{shocked}}) and Frozen ({{frozen}}) together give {{both}}, not their product. A Rainbow Frozen Moon Mango at base weight is worth {{rainbowFrozen}}; the table below shows more combinations.',
      tipsTitle: 'Tips',
      tipKeep:
        'Never remove the tree: you may not be able to buy it again (it was not sold in {{date}}), and every harvest is a new chance at a Gold, Rainbow or Huge fruit.',
      tipFrozen: 'Wet and Chilled on the same fruit fuse into Frozen ({{frozen}}), which is worth far more than the two apart.',
      tipCheck: 'Before you sell or trade a Moon Mango, enter its weight, variant and every mutation in the calculator.',
    },
  },
  crop: {
    seedShop: 'Seed Shop price: {{price}}.',
    seedShopNameOnly: 'Community lists show its seed in the Seed Shop; no copy of the shop’s data gives its price.',
    seedShopTier2: 'Seed Shop price (Tier 2 tab): {{price}}.',
    seedShopRobux: 'Instant-buy price: {{price}}.',
    originNote: 'Where it comes from, according to the research:',
    /** A crop's event forms (Honey Carrot): entries of the game's files with the crop's three numbers (docs/game-data.md). */
    eventForms_one:
      'The game’s files also hold {{forms}}, an event form of {{name}} with the same weight, value and Huge chance, so it is valued the same.',
    eventForms_other:
      'The game’s files also hold {{forms}}, event forms of {{name}} with the same weight, value and Huge chance, so they are valued the same.',
    wikiNumbers: 'The community wiki lists {{name}} at {{numbers}}. The game’s own files give the numbers this page shows.',
    wikiNumbersOlder:
      'The community wiki lists {{name}} at {{numbers}}: the game’s own numbers until {{date}}. This page shows its numbers since.',
    removed: 'Not in the game’s files since {{date}}. This page stays, so a {{name}} you still hold can be valued.',
    neverInFiles:
      'Never seen in the game’s files: none of our copies of them, the first from {{date}}, holds it. This page stays, so a {{name}} you still hold can be valued.',
    gameFiles: {
      once: '{{name}} was in the game’s files only once, on {{date}}, at {{numbers}}. These differ from the community wiki’s numbers, which this page shows.',
      range:
        '{{name}} was in the game’s files from {{first}} to {{last}}, last at {{numbers}}. These differ from the community wiki’s numbers, which this page shows.',
    },
    changes: {
      heading: 'Changes in the game’s files',
      added: '{{date}}: first in the game’s files, at {{after}}.',
      changed: '{{date}}: {{before}} became {{after}}.',
      removed: '{{date}}: gone from the game’s files.',
      returned: '{{date}}: back in the game’s files.',
      window: 'These come from the weekly exports of the game’s tables, from {{first}} to {{last}}; nothing before or after is known.',
      all: 'Every change to the game data',
    },
  },
  page: {
    meta: {
      title: '{{name}} in Grow a Garden: value, weight and mutations',
      description:
        '{{name}} in Grow a Garden: worth {{value}} at {{weight}}, {{gold}} as Gold and {{rainbow}} as Rainbow. Tier, seed price, weights and how mutations change its value.',
    },
    breadcrumb: 'Breadcrumb',
    intro: {
      tier: '{{name}} is a Grow a Garden crop of the {{tier}} tier.',
      noTier: '{{name}} is a Grow a Garden crop whose tier is not known.',
      category: 'It is listed under “{{category}}”.',
      multi: 'It is a multi-harvest plant that keeps bearing fruit after each harvest.',
      single: 'It is a single-harvest plant: harvesting it uses it up.',
      seedPrice: 'A seed costs {{price}}.',
      obtainable: 'In {{date}}, {{name}} could be obtained in the game.',
      notObtainable: 'In {{date}}, {{name}} could no longer be obtained.',
      notYetInFiles: '{{name}} came into the game’s files after {{date}}, so whether it can be obtained is not known.',
      value: 'At its base weight of {{weight}}, one fruit sells for {{normal}}, a Gold one for {{gold}} and a Rainbow one for {{rainbow}}.',
      valueAtUnknownWeight:
        'Its weight is not known yet, so it is valued at its base weight: one fruit sells for {{normal}}, a Gold one for {{gold}} and a Rainbow one for {{rainbow}}.',
    },
    calculator: 'Work out any {{name}} in the calculator',
  },
  infobox: {
    title: 'Key facts',
  },
  table: {
    title: 'Value with variants and mutations',
    caption: 'One {{name}} at its base weight of {{weight}}, in Sheckles',
    captionAtUnknownWeight: 'One {{name}} at its base weight (not known yet), in Sheckles',
    mutations: 'Mutations',
    multiplier: 'Mutation multiplier',
    none: 'None',
    maxSet_one: 'Max set ({{n}} mutation)',
    maxSet_other: 'Max set ({{n}} mutations)',
    maxSetList: 'Mutations in the max set',
    hint: 'Select a value to open that fruit in the calculator.',
  },
  related: {
    title: 'Related crops',
  },
  index: {
    eggsLink: 'Every egg, with its pets’ odds',
    gearLink: 'Every gear',
    weatherLink: 'Weather and the mutations it gives',
    stockLink: 'Shop restock timer',
    /** A crop card's value: its base value, labelled so it is not read as the seed's price beside it. */
    cardBaseValue: 'Base value: {{amount}}',
    meta: {
      title: 'Grow a Garden crop wiki: every crop with values, tiers and weights',
      description:
        'Browse every Grow a Garden crop by name, tier and category, with base values and weights, and open a page per crop with its value table and mutations.',
    },
    title: 'Grow a Garden crop wiki',
    intro:
      'Every crop in the game with its tier, where it comes from and its base value. Open one for its weights, a value table with mutations and related crops.',
    filters: 'Find a crop',
    count_one: '{{n}} crop found',
    count_other: '{{n}} crops found',
    empty: 'No crop matches these filters.',
    petsLink: 'Every pet in the game',
    mutationsLink: 'Every mutation in the game',
  },
  /**
   * Where an egg's odds come from (game/shopFacts.ts eggOddsSource), before its table of hatches, in the egg list and
   * beside a pet's chances (here, as pet pages load no shop texts): the game's files or the kind of source the research
   * names; `copy`: a site's copy of a page from {{name}}, the site the research names ("Eurogamer"). Each other source
   * is said to be "not the game's files", as the stock page says of the egg shop's interval.
   */
  oddsSource: {
    game: 'The odds come from the game’s files.',
    fanGuide: 'The odds come from a fan guide, not from the game’s files.',
    fanPage: 'The odds come from a fan page, not from the game’s files.',
    copy: 'The odds come from a copy of a page from {{name}}, not from the game’s files.',
    communityScript: 'The odds come from a community script, not from the game’s files.',
    unknown: 'Where the odds come from is not known.',
  },
  pet: {
    eggPages: 'Eggs that hatch it',
    meta: {
      title: '{{name}} in Grow a Garden: rarity, eggs, hatch weight and growth',
      description:
        'Grow a Garden {{name}}: its rarity, the eggs it hatches from with their chances, its hatch weight and how heavy it grows at every age, worked out with the game’s formula.',
      titleNoHatch: '{{name}} in Grow a Garden: rarity, eggs and growth with age',
      descriptionNoHatch:
        'Grow a Garden {{name}}: what the game data says of its rarity, eggs and abilities, and how its weight grows with age, worked out with the game’s formula.',
      /** A pet that age does not grow (Chubby Chipmunk): no promise of growth. */
      titleNoGrowth: '{{name}} in Grow a Garden: rarity, eggs and weight',
      descriptionNoGrowth:
        'Grow a Garden {{name}}: what the game data says of its rarity, eggs and abilities, and its weight, which age does not change.',
      /** A pet whose growth the data does not know (one known by name only): no promise of growth. */
      titleGrowthUnknown: '{{name}} in Grow a Garden: rarity, eggs and abilities',
      descriptionGrowthUnknown:
        'Grow a Garden {{name}}: what the game data says of its rarity, eggs and abilities. Whether it grows with age is not in the data yet.',
    },
    breadcrumb: 'Pets',
    intro: '{{name}} is a pet of {{rarity}} rarity in Grow a Garden.',
    introUnknown: '{{name}} is a pet in Grow a Garden.',
    introVariant: '{{name}} is a variant of {{base}} in Grow a Garden, of {{rarity}} rarity.',
    introVariantUnknown: '{{name}} is a variant of {{base}} in Grow a Garden.',
    factsUnknown: 'Its rarity, eggs and abilities are not in the game data we have yet.',
    variantFactsUnknown: 'Its own rarity, eggs and abilities are not in the game data we have yet.',
    facts: {
      heading: 'Pet facts',
      rarity: 'Rarity',
      eggs: 'Eggs',
      eggChance: '{{egg}}: {{chance}}',
      eggChanceUnknown: '{{egg}}: chance not known',
      eggChanceSure: '{{egg}}: {{chance}} (odds confidence: {{level}})',
      chancesAsOf: 'Chances as of {{date}}.',
      chancesAsOfAbout: 'Chances as of about {{date}}.',
      rarityUnknown: 'unknown',
      eggsUnknown: 'unknown',
      abilitiesUnknown: 'unknown',
      abilityEffects: 'What it does',
      abilityEffectsUnknown: 'unknown',
      noteSeparator: '; ',
      abilityNumbers: 'At level 1, in the game’s data',
      abilityNumberName: '{{passive}}:',
      abilityNumbersUnknown: 'no numbers in this data',
      abilityNumbersAsOf: 'Game data of {{date}}.',
      obtain: 'How to get it',
      obtainFromPage: 'according to a guide on the web',
      unobtainableAsOf: 'Marked Unobtainable (players cannot get it) in the game’s pet list as of {{date}}',
      unobtainableAsOfAbout: 'Marked Unobtainable (players cannot get it) in the game’s pet list as of about {{date}}',
      hunger: 'Hunger',
      hungerUnknown: 'unknown',
      hungerAsOf: '{{hunger}} (as of {{date}})',
      sellPriceUnknown: 'unknown',
      sellPriceAsOf: '{{price}} (as of {{date}})',
      sellPriceAsOfAbout: '{{price}} (as of about {{date}})',
      abilities: 'Abilities',
      grows: 'Grows with age',
      growsYes: 'Yes',
      growsNo: 'No: it gains weight by eating',
      growsUnknown: 'unknown',
      sellPrice: 'Base sell price',
      sure: 'How sure the sources are',
      sources: 'Sources',
    },
    sourceKind: {
      game: 'copies of the game’s files',
      script: 'community scripts that read the game',
      fan: 'a fan pet database',
      page: 'guides on the web',
      other: 'other reports',
    },
    hatch: {
      heading: 'Hatch weight',
      known:
        'In the game’s egg data of about {{date}}, {{name}} hatches at a base weight of {{baseMin}} to {{baseMax}}, which the game shows as {{min}} to {{max}} at age 1.',
      hugeOneIn: 'One hatch in {{oneIn}} is Huge and weighs more.',
      unknown: 'The hatch weights of {{name}} are not in the game data we have.',
      eggData:
        'For comparison: in the game’s egg data of about {{date}}, every egg hatched its pets at a base weight of {{baseMin}} to {{baseMax}} ({{min}} to {{max}} at age 1), and one hatch in {{oneIn}} was Huge. Whether {{name}} hatches the same way is not known.',
    },
    growth: {
      age: 'Age',
      heading: 'Weight by age',
      caption:
        'Weight of {{name}} by age, at the lightest, the middle and the heaviest weight of a normal hatch (how often each weight hatches is not in the data)',
      light: 'Lightest hatch',
      middle: 'Middle of the range',
      heavy: 'Heaviest hatch',
      unknownHatch:
        'Without its hatch weights, this page cannot list the weight of {{name}} by age. Like every pet that grows with age, it gains the same weight at every age, and at age {{maxAge}} it weighs {{ratio}} times its age-1 weight: enter your pet’s age and weight in the calculator to see its weight at every age.',
      unknownGrowth:
        'Whether {{name}} grows with age is not in the game data we have, so this page cannot list its weight by age. A pet that grows with age gains the same weight at every age, and at age {{maxAge}} it weighs {{ratio}} times its age-1 weight: if yours grows, enter its age and weight in the calculator to see its weight at every age.',
      noGrowth: '{{name}} does not grow with age: it gains weight by eating, so its weight cannot be told from its age.',
      calculator: 'Work out your {{name}}’s weight',
    },
    related: 'Related pets',
  },
  pets: {
    meta: {
      title: 'Grow a Garden pets: every pet with its rarity and eggs',
      description:
        'Every Grow a Garden pet in one list: search by name, filter by rarity and egg, and open a page per pet with what the game data says of it, from its eggs to its hatch weight and growth by age.',
    },
    title: 'Grow a Garden pets',
    intro:
      'Every pet in the game with its rarity and the eggs it hatches from. Open one for its abilities, and for its hatch weight and growth by age where the game data gives them.',
    filters: 'Find a pet',
    rarity: 'Rarity',
    unknownRarity: 'Rarity not known',
    egg: 'Egg',
    allEggs: 'All eggs',
    noEgg: 'no egg in the list has this id',
    sort: 'Sort by',
    sortName: 'Name',
    sortRarity: 'Rarity',
    count_one: '{{n}} pet found',
    count_other: '{{n}} pets found',
    empty: 'No pet matches these filters.',
  },
  mutations: {
    meta: {
      title: 'Grow a Garden mutations: every mutation with its multiplier',
      description:
        'Every Grow a Garden mutation in one list with its multiplier and group: search by name, sort by multiplier and open a page per mutation with how to get it and what it combines into.',
    },
    breadcrumb: 'Mutations',
    title: 'Grow a Garden mutations',
    intro:
      'Every mutation in the game with its multiplier. Mutations add up: each adds its multiplier minus 1 to the fruit. Open one to see how a fruit gets it, what it combines into and what it is worth.',
    filters: 'Find a mutation',
    group: 'Group',
    allGroups: 'All groups',
    sort: 'Sort by',
    sorts: {
      name: 'Name, A to Z',
      '-name': 'Name, Z to A',
      '-multiplier': 'Multiplier, highest first',
      multiplier: 'Multiplier, lowest first',
    },
    count_one: '{{n}} mutation found',
    count_other: '{{n}} mutations found',
    empty: 'No mutation matches these filters.',
    /** A search that names a variant (gold, rainbow): variants are not in this list, and why. */
    variantNote:
      '{{name}} is a variant, not a mutation: a fruit has one variant, whose multiplier ({{multiplier}}) multiplies its whole value, mutations included.',
  },
  mutation: {
    weathers: 'Weathers that give it',
    meta: {
      title: '{{name}} mutation in Grow a Garden: {{multiplier}}, how to get it and combinations',
      description:
        'The {{name}} mutation in Grow a Garden: {{multiplier}} multiplier, adds {{adds}} to a fruit’s mutation total. How a fruit gets it, what it combines into and example values worked out with the game’s formula.',
    },
    intro:
      '{{name}} is a Grow a Garden mutation of the {{group}} group with a multiplier of {{multiplier}}: it adds {{adds}} to a fruit’s mutation total.',
    facts: {
      heading: 'Mutation facts',
      multiplier: 'Multiplier',
      adds: 'Adds to the mutation total',
      group: 'Group',
      look: 'What it looks like',
      lookUnknown: 'unknown',
    },
    obtain: {
      heading: 'How to get it',
      unknown: 'How a fruit gets {{name}} is not known yet: none of our sources says.',
      wayKind: '{{kind}}:',
      confidence: 'Confidence in these ways taken together: {{level}}.',
      notesQualify: 'A note beside a way qualifies that way.',
      inEnglish: 'in English:',
      note: 'Research note:',
      noteInEnglish: 'Research note (in English):',
      disputed: 'The sources disagree on which mutation {{way}} gives:',
      kinds: {
        weather: 'Weather',
        event: 'Event',
        pet: 'Pet ability',
        gear: 'Gear',
        fusion: 'Fusion',
        admin: 'Admin event',
        other: 'Other',
      },
      other: {
        oldamber: 'Amber ages into Old Amber after 24 hours.',
        ancientamber: 'Old Amber ages into Ancient Amber after 48 hours.',
        friendbound: 'Having 5 friends in the server.',
      },
    },
    rules: {
      heading: 'Chains and fusions',
      madeBy: 'Made by a fusion',
      fusesInto: 'What it fuses into',
      chains: 'Chains',
      none: '{{name}} is in no chain or fusion: it simply adds to the other mutations on a fruit.',
      unknown:
        'How {{name}} combines with other mutations is not known yet. Until the sources say, this site counts it in no chain or fusion.',
    },
    conflicts: {
      heading: 'When it meets other mutations',
      intro:
        'The game’s rules change a fruit that gets {{name}} together with one of these. When one of them reaches a fruit that has {{name}}:',
      none: '{{name}} can share a fruit with every other mutation.',
      unknown:
        'Which mutations {{name}} cannot share a fruit with is not known yet. Until the sources say, this site lets it share a fruit with every other mutation.',
    },
    crops: {
      heading: 'Crops',
      restricted: 'The sources report {{name}} only on these crops:',
      inferred:
        'No source names {{crop}}: this site counts {{name}} on it too, by its own inference, because {{crop}} holds {{takenFor}}’s numbers from before its rework.',
    },
    examples: {
      heading: 'Example values',
      caption: 'One Normal fruit at its base weight, in Sheckles',
      crop: 'Crop',
      without: 'Without mutations',
      with: 'With {{name}}',
      calculator: 'Try {{name}} in the calculator',
    },
    related: 'Mutations a fruit gets the same way',
  },
};
