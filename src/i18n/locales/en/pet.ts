export default {
  meta: {
    title: 'Grow a Garden Pet Weight Calculator: pet kg by age (1 to {{cap}})',
    description:
      'Grow a Garden pet kg calculator: enter your pet’s age (up to {{maxAge}}) and weight to get its age-1 weight, size class and weight in kg at every age up to {{cap}}, the level cap the game files confirm.',
  },
  title: 'Grow a Garden pet weight calculator',
  intro: 'Enter your pet’s age and weight in kg to see how heavy it was when it hatched and how heavy it gets at every age.',
  age: 'Age',
  weight: 'Weight',
  rarityUnknown: 'rarity unknown',
  form: {
    heading: 'Your pet',
    age: 'Current age',
    ageHint: 'A whole number from 1 to {{maxAge}}, as shown in game.',
    kg: 'Current weight (kg)',
    kgHint: 'As shown in game, for example {{example}}.',
  },
  picker: {
    label: 'Which pet (optional)',
    placeholder: 'Any pet',
    toggle: 'Show the pet list',
    loading: 'Loading the pets…',
    matches_one: '{{n}} pet matches',
    matches_other: '{{n}} pets match',
    noMatches: 'No pet matches “{{query}}”.',
    clear: 'No particular pet',
  },
  facts: {
    chosen: '{{pet}} ({{rarity}})',
    noGrowth: '{{pet}} does not grow with age: it gains weight only by eating.',
    growthUnknown: 'Whether {{pet}} grows with age is not in the game data we have: the weights below are for a pet that grows.',
    hatchNormal: 'A normal hatch: {{hatch}} at age 1 is within the hatch range of {{pet}}, {{min}} to {{max}}.',
    hatchAbove:
      'Above the normal range: {{hatch}} at age 1 is more than the {{max}} a normal hatch of {{pet}} reaches. It may have hatched Huge, or another pet’s ability may have raised its base weight, as {{boosters}} can.',
    hatchBelow:
      'Below the hatch range: {{weight}} at age {{age}} is less than the {{lightest}} that {{pet}} weighs at that age even from its lightest hatch (its range at age 1 is {{min}} to {{max}}). Nothing in the game data makes a pet lighter, so check the age and the weight you entered.',
    hugeOneIn: 'One hatch in {{oneIn}} is Huge.',
    hatchAboveNormal:
      'Above a normal hatch: it weighs {{hatch}}, more than the {{max}} a normal hatch of {{pet}} reaches. It may have hatched Huge, eaten since, or had its base weight raised by another pet’s ability, as {{boosters}} can.',
    hatchUnknown:
      'The hatch weights of {{pet}} are not in the game data we have, so this page cannot tell whether yours hatched normal or Huge.',
  },
  errors: {
    ageEmpty: 'Enter your pet’s age.',
    ageNotANumber: 'Enter the age as a number, for example 12.',
    ageOutOfRange: 'The age must be a whole number from 1 to {{maxAge}}.',
    kgEmpty: 'Enter your pet’s weight in kg.',
    kgNotANumber: 'Enter the weight as a number, for example {{example}}.',
    kgOutOfRange: 'The weight must be more than 0 kg and at most {{max}}.',
    kgTooSmall: 'The calculator cannot tell a weight this small from 0 kg.',
  },
  summary: {
    result:
      'A pet that weighs {{weight}} at age {{age}} weighed {{hatch}} at age 1 ({{sizeClass}} size) and will weigh {{max}} at age {{maxAge}}.',
    resultAtHatch: 'A pet that weighs {{weight}} at age 1 ({{sizeClass}} size) will weigh {{max}} at age {{maxAge}}.',
    resultAtEnd: 'A pet that weighs {{weight}} at age {{age}} weighed {{hatch}} at age 1 ({{sizeClass}} size).',
    noGrowth:
      'Age does not change the weight of {{pet}}: yours weighs {{weight}} at age {{age}}, and older it will still weigh {{weight}} unless it eats.',
    invalid: 'Enter a valid age and weight to see the projected weights.',
  },
  capNote:
    'Ages past {{cap}} follow the same rule: every age adds the same weight. The game files we have cap the level at {{cap}}; the cap has been raised since, most likely to {{likely}}, but no game file confirms the new cap.',
  results: {
    heading: 'Results',
    hatch: 'Age-1 (hatch) weight',
    sizeClass: 'Size class (players’ term)',
    max: 'Weight at age {{maxAge}}',
  },
  sizeClass: {
    small: 'Small',
    normal: 'Normal',
    good: 'Good',
    'semi-huge': 'Semi-Huge',
    huge: 'Huge',
    titanic: 'Titanic',
    godly: 'Godly',
  },
  sizeRange: {
    below: '{{name}}: under {{max}}',
    between: '{{name}}: {{min}} to under {{max}}',
    atLeast: '{{name}}: {{min}} or more',
  },
  status: {
    pass: 'Passed',
    current: 'Current age',
    future: 'Upcoming',
  },
  table: {
    heading: 'Projected weight by age',
    captionMilestones: 'Weight every ten ages and at the current age',
    captionAll: 'Weight at every age from 1 to {{maxAge}}',
    status: 'Status',
    showAll: 'Show all ages (1 to {{maxAge}})',
  },
  target: {
    heading: 'At what age will it weigh…?',
    label: 'Target weight (kg)',
    hint: 'For example {{example}}.',
    prompt: 'Enter a weight to see the age at which your pet reaches it.',
    future: 'Your pet reaches {{target}} at age {{age}} ({{weight}} then).',
    reached: 'Your pet reached {{target}} at age {{age}} ({{weight}} then).',
    futureExact: 'Your pet will weigh {{target}} at age {{age}}.',
    reachedExact: 'Your pet reached {{target}} at age {{age}}.',
    already: 'Your pet has weighed at least {{target}} since age 1 ({{hatch}}).',
    outOfReach: 'Out of reach: even at age {{maxAge}} your pet weighs only {{max}}.',
    pastCap: 'Age {{age}} is past {{cap}}, the level cap the game files confirm: whether your pet can get there is not confirmed.',
    notANumber: 'Enter the target weight as a number, for example {{example}}.',
    outOfRange: 'The target weight must be more than 0 kg and at most {{max}}.',
  },
  chart: {
    title: 'Weight by age',
    description:
      'Weight grows in a straight line from {{hatch}} at age 1 to {{max}} at age {{maxAge}}. The marker shows the current age, {{age}}, at {{weight}}.',
    yLabel: 'Vertical axis: weight in kg. Horizontal axis: age.',
    marker: 'Age {{age}}',
  },
  link: {
    age: 'the age must be a whole number from 1 to {{maxAge}}',
    kg: 'the weight must be above 0 kg and at most {{max}} kg, written with a dot, such as 2.5',
    weighing: 'not used: an age and a weight go together, and the other is missing or could not be used',
    all: 'use all=1 to list every age',
    pet: 'no pet has this id',
    target: 'the target weight must be above 0 kg and at most {{max}} kg, written with a dot, such as 2.5',
  },
  guide: {
    heading: 'How pets grow',
    base: 'Every pet has a hidden base weight. Each age it gains adds a tenth of that base weight (a community figure: the game’s files give the rule but not this number), so at age 1 it already weighs 1.1 times the base: that is the weight you see when it hatches.',
    line: 'So a pet grows in a straight line, the same amount at every age, and at age {{maxAge}} it weighs exactly {{ratio}} times its age-1 weight. From any age and weight, the calculator works back to the age-1 weight and forward to every other age.',
    rounding:
      'Results are rounded to two decimals for display, and weights under one kilogram to three digits, so a light pet never reads as zero. Enter the weight exactly as the game shows it; the game may round its own display slightly differently.',
    sizeHeading: 'Size classes',
    sizeIntro: 'Players sort pets into size classes by their age-1 weight. These names and limits are the players’, not the game’s data:',
  },
  faq: {
    heading: 'Frequently asked questions',
    hatchQuestion: 'How do I find my pet’s age-1 (hatch) weight?',
    hatchAnswer:
      'Enter its current age and weight and the calculator works it out. Every age adds the same amount, so the age-1 weight follows from any age: for example, a pet that weighs {{kg}} at age {{age}} weighed {{hatch}} at age 1.',
    maxQuestion: 'How heavy will my pet be at age {{maxAge}}?',
    maxAnswer:
      'Exactly {{ratio}} times its age-1 weight. A pet that hatched at {{hatch}} will weigh {{max}} at age {{maxAge}}, the level cap in the game files; older pets keep gaining the same weight every age.',
    sizeQuestion: 'What do {{small}}, {{huge}}, {{titanic}} and {{godly}} mean?',
    sizeAnswer:
      'They are the size classes players use, set by the pet’s age-1 weight (the names and limits are the players’, not the game’s data): {{classes}}.',
    allPetsQuestion: 'Do all pets grow the same way?',
    allPetsAnswer:
      'Almost all pets gain the same share of their base weight at every age, so the calculator works for any of them. The Chubby Chipmunk is the known exception: it does not grow with age.',
  },
};
