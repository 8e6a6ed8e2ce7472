export default {
  meta: {
    title: 'Grow a Garden Crop Value Calculator: exact fruit prices with mutations',
    description:
      'Work out what any Grow a Garden fruit sells for: all 407 crops, every mutation and variant, weight, friend boost and market tax, with the game’s own formula.',
  },
  title: 'Grow a Garden crop value calculator',
  intro: 'Pick a crop, its weight, variant and mutations to see exactly what it sells for.',
};
