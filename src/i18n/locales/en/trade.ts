export default {
  meta: {
    title: 'Grow a Garden trade calculator: Win, Fair or Loss, with exact fruit values',
    description:
      'Check a Grow a Garden trade: up to 12 items a side, fruit valued exactly with the game’s formula (weight, variant, mutations), your own values for pets, and a Win, Fair or Loss verdict.',
  },
  title: 'Grow a Garden trade calculator',
  intro:
    'Put what you give on one side and what you get on the other. Fruit is valued exactly with the game’s formula; for a pet or anything else, type what it is worth.',
  petNote:
    'This site does not make up pet values: there is no exact source for them. Add a pet as a typed value, with the price you would accept in Sheckles.',
  side: {
    give: 'You give',
    get: 'You get',
    empty: 'Nothing here yet.',
    count_one: '{{n}} item',
    count_other: '{{n}} items',
    full: 'A side holds at most {{max}} items.',
    addFruit: 'Add a fruit',
    addValue: 'Add a typed value',
    /** Said to screen readers while the code of an item's editor loads, the first time one is opened. */
    loading: 'Loading…',
  },
  item: {
    custom: 'Typed value',
    noMutation: 'no mutation',
    quantity_one: '{{n}} fruit',
    quantity_other: '{{n}} fruits',
    edit: 'Edit',
    done: 'Done',
    remove: 'Remove',
    moveTo: 'Move to “{{side}}”',
    invalid: 'A field holds an invalid entry: its last valid value is counted.',
    editor: 'Item {{position}} of “{{side}}”',
    error: 'This item cannot be valued.',
  },
  custom: {
    label: 'Value in Sheckles',
    hint: 'A whole number, such as {{plain}}, {{grouped}} or {{shortened}}.',
    errors: {
      empty: 'Type what the item is worth in Sheckles.',
      notANumber: 'That is not a whole number. Type a value such as 2500000.',
      tooLarge: 'A typed value can be at most {{max}}.',
      negative: 'A value cannot be less than 0.',
    },
  },
  result: {
    heading: 'Verdict',
    give: 'You give',
    get: 'You get',
    difference: 'Difference',
    noPercent: 'no percentage: you give nothing',
    noPercentGet: 'no percentage: you get nothing',
    stale_one: '{{n}} item has a field with an invalid entry: the verdict and totals count its last valid value.',
    stale_other: '{{n}} items have a field with an invalid entry: the verdict and totals count their last valid values.',
  },
  band: {
    legend: 'Fair band',
    option: '±{{percent}}',
    hint: 'How close the two sides must be to count as a fair trade.',
  },
  verdict: {
    win: 'Win',
    fair: 'Fair',
    loss: 'Loss',
    winText: 'You get {{difference}} Sheckles more than you give ({{percent}}), more than the {{band}} fair band.',
    lossText: 'You give {{difference}} Sheckles more than you get ({{percent}}), more than the {{band}} fair band.',
    fairText: 'The two sides are within {{band}} of each other.',
    freeText: 'You get {{total}} Sheckles and give nothing.',
    giveAwayText: 'You give {{total}} Sheckles and get nothing.',
    emptyText: 'Add items to both sides to check a trade.',
    addGetText: 'You give {{total}} Sheckles. Add what you get to see whether the trade is fair.',
    addGiveText: 'You get {{total}} Sheckles. Add what you give to see whether the trade is fair.',
    nothingText: 'Both sides are worth {{total}} Sheckles.',
  },
  balance: {
    label: 'Balance: you give {{give}}, you get {{get}}',
    /** A side worth something whose share rounds to 0 % (or the other's to 100 %): {{percent}} is the smallest share written. */
    under: 'under {{percent}}',
    over: 'over {{percent}}',
  },
  actions: {
    swap: 'Swap sides',
    clear: 'New trade',
  },
  /**
   * The calculator's "Add to a trade" opened the page: what it added, to which trade (the last, with the items it held,
   * or a new one), said as done so that it stays true as the player changes the trade. {{fruit}} is a crop's name as the
   * game writes it.
   */
  arrival: {
    addedToLast_one: '{{fruit}} was added to your last trade, which already held {{n}} item.',
    addedToLast_other: '{{fruit}} was added to your last trade, which already held {{n}} items.',
    addedToNew: '{{fruit}} was added to a new trade.',
    keepOnly: 'New trade with only {{fruit}}',
  },
  link: {
    overLimit_one: '“{{side}}” had {{n}} item more than a side holds; the first {{max}} were kept.',
    overLimit_other: '“{{side}}” had {{n}} items more than a side holds; the first {{max}} were kept.',
    mutations: 'Item {{position}} of “{{side}}”: {{changes}}.',
    /** An item whose fault the checker cannot tell (a fruit, read without the game data); the others say what is wrong. */
    badItem: 'not an item the checker can read',
    badMutation: 'not a mutation the checker knows; the fruit was kept without it',
    badBand: 'the fair band is {{bands}}',
    /** {{fruit}} and {{typed}}: items as a link writes them (`moon-mango_15_rainbow_frozen~shocked_1`, `custom_2500000`). */
    shape: 'not an item: a fruit is written as {{fruit}} (crop, weight, variant, mutations, number of fruits), a typed value as {{typed}}',
    unweighedWeight: 'no source gives this crop’s weight yet, so it is valued at its base weight and its weight must be left empty',
    typedDigits: 'a typed value must be whole Sheckles written in digits only, such as {{example}}: no dot, letter or sign',
    typedMax: 'a typed value can be at most {{max}} Sheckles',
  },
};
