export default {
  meta: {
    title: 'Calculateur de poids des familiers Grow a Garden\u00a0: kg selon l’âge (1 à {{maxAge}})',
    description:
      'Calculateur de kg des familiers Grow a Garden\u00a0: saisissez l’âge et le poids de votre familier pour connaître son poids à l’âge 1, sa taille et son poids exact en kg à chaque âge jusqu’à {{maxAge}}.',
  },
  title: 'Calculateur de poids des familiers Grow a Garden',
  intro: 'Saisissez l’âge et le poids en kg de votre familier pour voir combien il pesait à l’éclosion et combien il pèsera à chaque âge.',
  age: 'Âge',
  weight: 'Poids',
  form: {
    heading: 'Votre familier',
    age: 'Âge actuel',
    ageHint: 'Un nombre entier de 1 à {{maxAge}}, comme dans le jeu.',
    kg: 'Poids actuel (kg)',
    kgHint: 'Comme dans le jeu, par exemple {{example}}.',
  },
  picker: {
    label: 'Quel familier (facultatif)',
    placeholder: 'N’importe quel familier',
    toggle: 'Afficher la liste des familiers',
    loading: 'Chargement des familiers…',
    failed: 'Impossible de charger la liste des familiers. Vérifiez votre connexion et rouvrez la liste.',
    matches_one: '{{n}} familier correspond',
    matches_many: '{{n}} familiers correspondent',
    matches_other: '{{n}} familiers correspondent',
    noMatches: 'Aucun familier ne correspond à «\u202f{{query}}\u202f».',
    clear: 'Aucun familier en particulier',
  },
  facts: {
    chosen: '{{pet}} ({{rarity}})',
    noGrowth:
      '{{pet}} ne grandit pas avec l’âge\u00a0: il prend du poids en mangeant, donc les poids par âge ci-dessous ne le concernent pas.',
    hatchNormal:
      'Éclosion normale\u00a0: {{hatch}} à l’âge 1, c’est bien entre {{min}} et {{max}}, le poids d’un familier à la sortie de l’œuf.',
    hatchHuge:
      'Éclosion énorme\u00a0: {{hatch}} à l’âge 1 dépasse les {{max}} qu’atteint une éclosion normale. Une éclosion sur {{oneIn}} est énorme.',
    hatchAboveNormal:
      'Au-dessus d’une éclosion normale\u00a0: il pèse {{hatch}}, plus que les {{max}} qu’atteint une éclosion normale, donc soit son éclosion était énorme, soit il a mangé depuis.',
    sizeClass: 'Taille à l’âge 1\u00a0: {{sizeClass}}.',
  },
  errors: {
    ageEmpty: 'Saisissez l’âge de votre familier.',
    ageNotANumber: 'Saisissez l’âge en chiffres, par exemple 12.',
    ageOutOfRange: 'L’âge doit être un nombre entier de 1 à {{maxAge}}.',
    kgEmpty: 'Saisissez le poids de votre familier en kg.',
    kgNotANumber: 'Saisissez le poids en chiffres, par exemple {{example}}.',
    kgOutOfRange: 'Le poids doit être supérieur à 0\u00a0kg et d’au plus {{max}}.',
  },
  summary: {
    result:
      'Un familier qui pèse {{weight}} à l’âge {{age}} pesait {{hatch}} à l’âge 1 (taille {{sizeClass}}) et pèsera {{max}} à l’âge {{maxAge}}.',
    resultAtEnd: 'Un familier qui pèse {{weight}} à l’âge {{age}} pesait {{hatch}} à l’âge 1 (taille {{sizeClass}}).',
    invalid: 'Saisissez un âge et un poids valides pour voir les poids prévus.',
  },
  capNote:
    'Au-delà de l’âge {{cap}}, la règle reste la même\u00a0: chaque âge ajoute le même poids. Le jeu a relevé son niveau maximum au-delà de {{cap}}, mais le nouveau plafond n’est pas confirmé (on parle de {{reported}}).',
  results: {
    heading: 'Résultats',
    hatch: 'Poids à l’âge 1 (éclosion)',
    sizeClass: 'Taille',
    max: 'Poids à l’âge {{maxAge}}',
  },
  sizeClass: {
    small: 'Petit',
    normal: 'Normal',
    good: 'Bon',
    'semi-huge': 'Semi-énorme',
    huge: 'Énorme',
    titanic: 'Titanesque',
    godly: 'Divin',
  },
  sizeRange: {
    below: '{{name}}\u00a0: moins de {{max}}',
    between: '{{name}}\u00a0: de {{min}} à moins de {{max}}',
    atLeast: '{{name}}\u00a0: {{min}} ou plus',
  },
  status: {
    pass: 'Dépassé',
    current: 'Âge actuel',
    future: 'À venir',
  },
  table: {
    heading: 'Poids prévu selon l’âge',
    captionMilestones: 'Poids tous les dix âges et à l’âge actuel',
    captionAll: 'Poids à chaque âge de 1 à {{maxAge}}',
    status: 'Statut',
    showAll: 'Afficher tous les âges (1 à {{maxAge}})',
  },
  target: {
    heading: 'À quel âge pèsera-t-il…\u202f?',
    label: 'Poids visé (kg)',
    hint: 'Par exemple {{example}}.',
    prompt: 'Saisissez un poids pour voir à quel âge votre familier l’atteint.',
    future: 'Votre familier pèsera {{target}} à l’âge {{age}} (exactement {{weight}}).',
    reached: 'Votre familier a atteint {{target}} à l’âge {{age}} (exactement {{weight}}).',
    futureExact: 'Votre familier pèsera {{target}} à l’âge {{age}}.',
    reachedExact: 'Votre familier a atteint {{target}} à l’âge {{age}}.',
    already: 'Votre familier pèse au moins {{target}} depuis l’âge 1 ({{hatch}}).',
    outOfReach: 'Hors d’atteinte\u00a0: même à l’âge {{maxAge}}, votre familier ne pèse que {{max}}.',
    notANumber: 'Saisissez le poids visé en chiffres, par exemple {{example}}.',
    outOfRange: 'Le poids visé doit être supérieur à 0\u00a0kg et d’au plus {{max}}.',
  },
  chart: {
    title: 'Poids selon l’âge',
    description:
      'Le poids augmente en ligne droite, de {{hatch}} à l’âge 1 jusqu’à {{max}} à l’âge {{maxAge}}. Le repère indique l’âge actuel, {{age}}, avec {{weight}}.',
    yLabel: 'Axe vertical\u00a0: poids en kg. Axe horizontal\u00a0: âge.',
    marker: 'Âge {{age}}',
  },
  link: {
    age: 'l’âge doit être un nombre entier de 1 à {{maxAge}}',
    kg: 'le poids doit être supérieur à 0\u00a0kg et d’au plus {{max}}, écrit avec un point, comme 2.5',
    all: 'utilisez all=1 pour afficher tous les âges',
    pet: 'aucun familier n’a cet identifiant',
  },
  guide: {
    heading: 'Comment grandissent les familiers',
    base: 'Chaque familier a un poids de base caché. Chaque âge gagné ajoute un dixième de ce poids de base, et à l’âge 1 il pèse déjà 1,1 fois son poids de base\u00a0: c’est le poids affiché à l’éclosion.',
    line: 'Un familier grandit donc en ligne droite, de la même quantité à chaque âge, et à l’âge {{maxAge}} il pèse exactement {{ratio}} fois son poids à l’âge 1. À partir de n’importe quel âge et poids, le calculateur retrouve le poids à l’âge 1 et celui de tous les autres âges.',
    rounding:
      'Les résultats sont arrondis à deux décimales à l’affichage. Saisissez le poids exactement comme le jeu l’affiche\u00a0; le jeu peut arrondir son propre affichage un peu différemment.',
    sizeHeading: 'Tailles',
    sizeIntro: 'La taille d’un familier dépend de son poids à l’âge 1\u00a0:',
  },
  faq: {
    heading: 'Questions fréquentes',
    hatchQuestion: 'Comment connaître le poids de mon familier à l’âge 1 (à l’éclosion)\u202f?',
    hatchAnswer:
      'Saisissez son âge et son poids actuels, le calculateur s’occupe du reste. Chaque âge ajoute la même quantité, donc le poids à l’âge 1 se déduit de n’importe quel âge\u00a0: par exemple, un familier qui pèse {{kg}} à l’âge {{age}} pesait {{hatch}} à l’âge 1.',
    maxQuestion: 'Combien pèsera mon familier à l’âge {{maxAge}}\u202f?',
    maxAnswer:
      'Exactement {{ratio}} fois son poids à l’âge 1. Un familier éclos à {{hatch}} pèsera {{max}} à l’âge {{maxAge}}, le niveau maximum indiqué dans les fichiers du jeu\u00a0; les familiers plus âgés continuent de gagner le même poids à chaque âge.',
    sizeQuestion: 'Que veulent dire {{small}}, {{huge}}, {{titanic}} et {{godly}}\u202f?',
    sizeAnswer: 'Ce sont les tailles, fixées par le poids du familier à l’âge 1\u00a0: {{classes}}.',
    allPetsQuestion: 'Tous les familiers grandissent-ils de la même façon\u202f?',
    allPetsAnswer:
      'Presque tous les familiers gagnent la même part de leur poids de base à chaque âge, donc le calculateur fonctionne pour chacun d’eux. Le Chubby Chipmunk est l’exception connue\u00a0: il ne grandit pas avec l’âge.',
  },
};
