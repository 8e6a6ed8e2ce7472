export default {
  site: {
    name: 'Garden Values',
    tagline: 'Exact Grow a Garden calculators',
  },
  nav: {
    label: 'Main',
    cropCalculator: 'Crop values',
    petCalculator: 'Pet weight',
    wiki: 'Wiki',
    skipToContent: 'Skip to content',
  },
  language: {
    label: 'Language',
  },
  theme: {
    label: 'Colour scheme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  footer: {
    disclaimer:
      'Fan-made site. Not affiliated with, endorsed by or connected to Grow a Garden, Roblox or the game’s developers.',
    dataVersion: 'Game data as of {{date}}.',
  },
  error: {
    title: 'Something went wrong',
    body: 'This part of the page stopped working. Your inputs are kept; try again or go back to the calculator.',
    retry: 'Try again',
    home: 'Go to the calculator',
  },
  chunkError: {
    title: 'This page could not be loaded',
    body: 'The connection may have dropped, or a newer version of the site was just published.',
    retry: 'Reload the page',
  },
  ui: {
    copyLink: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy; copy the address bar instead',
    dismiss: 'Dismiss',
    restoring: 'Loading your calculation…',
    unknown: 'unknown',
  },
  link: {
    dropped: 'Some values in this link could not be used, so they were left out:',
    repeated: 'given more than once; the first one counts',
    unknown: 'not a setting of this page',
    more_one: '{{count}} more',
    more_other: '{{count}} more',
  },
  update: {
    available: 'A new version of the site is ready.',
    refresh: 'Refresh to update',
  },
  /** Words for the game data's closed vocabularies, shared by every page. */
  game: {
    tier: {
      common: 'Common',
      uncommon: 'Uncommon',
      rare: 'Rare',
      legendary: 'Legendary',
      mythical: 'Mythical',
      divine: 'Divine',
      prismatic: 'Prismatic',
      transcendent: 'Transcendent',
    },
    category: {
      'ancient shop': 'Ancient Shop',
      'angry plant event': 'Angry Plant event',
      'blood moon shop': 'Blood Moon Shop',
      'crafters seed': 'Crafters’ seeds',
      'crafting station': 'Crafting station',
      'easter event 2025': 'Easter event 2025',
      'exotic seed': 'Exotic seeds',
      'flower seed': 'Flower seeds',
      'july 4th shop': 'July 4th shop',
      'night seed': 'Night seeds',
      'normal seed': 'Normal seeds',
      'seed shop': 'Seed Shop',
      'summer seed': 'Summer seeds',
      'summer seed merchant': 'Summer seed merchant',
      'twilight shop': 'Twilight Shop',
      uncategorized: 'Uncategorized',
    },
    harvest: {
      single: 'Single harvest',
      multi: 'Multi-harvest',
    },
  },
};
