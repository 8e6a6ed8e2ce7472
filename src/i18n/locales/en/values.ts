export default {
  meta: {
    title: 'Grow a Garden value list: every crop’s value, exact, with variants and mutations',
    description:
      'All {{crops}} Grow a Garden crops with their exact value per fruit, computed with the game’s own formula: sort by value, search, filter by tier, and see each crop as Gold, Rainbow, Frozen or with its max mutation.',
  },
  title: 'Grow a Garden value list',
  intro:
    'What one fruit of every crop sells for at its base weight, computed with the game’s formula. Choose a variant or mutations to value every crop with them, and sort or filter the list.',
  fruit: {
    heading: 'Value every crop as',
    variant: 'Variant',
    presets: 'Quick choices',
    none: 'No mutation',
    max: 'Max mutation',
    maxHint:
      'Max mutation values each crop with its own best set of mutations known to be legal, on a {{variant}} fruit: mutations whose combination rules are not known are left out.',
    custom: 'From the link: {{mutations}}',
    /** A mutation of the list's fruit that the sources report only on some crops (as the calculator warns). */
    cropLimit: 'The sources report {{mutation}} only on {{crops}}; every crop is valued with it here, but on the others it may not happen.',
  },
  filters: {
    label: 'Search and filters',
  },
  count_one: '{{n}} crop',
  count_other: '{{n}} crops',
  empty: 'No crop matches these filters.',
  table: {
    caption: 'Value per fruit at base weight, in Sheckles: {{fruit}}',
    /** Under the caption when the list values a chosen fruit: these two columns stay a Normal fruit's (the crop's facts). */
    normalColumns: 'The {{base}} and {{floor}} columns are for a fruit with no variant and no mutation.',
    crop: 'Crop',
    value: 'Value',
    firstSeen: 'First seen',
    /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
    unknownFeminineAfter: '',
    scrollRegion: 'Value list (scrolls sideways)',
    /** Told to screen readers when the player sorts the list (the header's arrow shows it). */
    sortedAscending: 'Sorted by {{column}}, ascending',
    sortedDescending: 'Sorted by {{column}}, descending',
    /** The obtainable column's order in words: its values are yes or no, which «ascending» does not tell apart. */
    sortedObtainableFirst: 'Sorted with obtainable crops first',
    sortedObtainableLast: 'Sorted with crops not obtainable first',
  },
  fruitName: {
    normal: 'no variant, no mutation',
    max: 'each crop’s max mutation',
  },
  /** Why a value of a link was not used (the link notice). */
  link: {
    sort: 'the order must be one of the list’s columns, such as name or value, with a minus sign first for largest first',
    set: 'use set=max to value each crop with its max mutation',
    maxSet: 'not used with set=max, which values each crop with its own best mutations on a {{variant}} fruit',
  },
};
