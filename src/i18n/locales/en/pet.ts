export default {
  meta: {
    title: 'Grow a Garden Pet Weight Calculator: pet kg by age (1 to 100)',
    description:
      'Enter your pet’s age and weight in kg to see its hatch weight, size class and exact weight at every age up to 100 in Grow a Garden.',
  },
  title: 'Grow a Garden pet weight calculator',
  intro: 'From one age and weight, see how heavy your pet gets at every age.',
};
