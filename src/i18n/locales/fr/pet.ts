export default {
  meta: {
    title: 'Calculateur de poids des pets Grow a Garden\u00a0: kg selon l’âge (1 à {{cap}})',
    description:
      'Calculateur de kg des pets Grow a Garden\u00a0: saisis l’âge (jusqu’à {{maxAge}}) et le poids de ton pet pour connaître son poids à l’âge 1, sa taille et son poids en kg à chaque âge jusqu’à {{cap}}, le niveau maximum confirmé par les fichiers du jeu.',
  },
  title: 'Calculateur de poids des pets Grow a Garden',
  intro: 'Saisis l’âge et le poids en kg de ton pet pour voir combien il pesait à l’éclosion et combien il pèsera à chaque âge.',
  age: 'Âge',
  weight: 'Poids',
  rarityUnknown: 'rareté inconnue',
  form: {
    heading: 'Ton pet',
    age: 'Âge actuel',
    ageHint: 'Un nombre entier de 1 à {{maxAge}}, comme dans le jeu.',
    kg: 'Poids actuel (kg)',
    kgHint: 'Comme dans le jeu, par exemple {{example}}.',
  },
  picker: {
    label: 'Quel pet (facultatif)',
    placeholder: 'N’importe quel pet',
    toggle: 'Afficher la liste des pets',
    loading: 'Chargement des pets…',
    matches_one: '{{n}} pet correspond',
    matches_many: '{{n}} pets correspondent',
    matches_other: '{{n}} pets correspondent',
    noMatches: 'Aucun pet ne correspond à «\u202f{{query}}\u202f».',
    clear: 'Aucun pet en particulier',
  },
  facts: {
    chosen: '{{pet}} · {{rarity}}',
    noGrowth: '{{pet}} ne grandit pas avec l’âge\u00a0: il ne prend du poids qu’en mangeant.',
    growthUnknown:
      'Les données du jeu dont nous disposons ne disent pas si le pet {{pet}} grandit avec l’âge\u00a0: les poids ci-dessous sont ceux d’un pet qui grandit.',
    hatchNormal:
      'Éclosion normale\u00a0: {{hatch}} à l’âge 1, c’est bien dans la fourchette d’éclosion du pet {{pet}}, entre {{min}} et {{max}}.',
    hatchAbove:
      'Au-dessus de la fourchette normale\u00a0: {{hatch}} à l’âge 1 dépasse les {{max}} qu’atteint une éclosion normale du pet {{pet}}. Il est peut-être sorti Huge de l’œuf, ou la capacité d’un autre pet a augmenté son poids de base, comme peuvent le faire {{boosters}}.',
    hatchBelow:
      'Sous la fourchette d’éclosion\u00a0: {{weight}} à l’âge {{age}}, c’est moins que les {{lightest}} que pèse {{pet}} à cet âge, même sorti de l’œuf au poids minimum (sa fourchette à l’âge 1 va de {{min}} à {{max}}). Rien dans les données du jeu ne rend un pet plus léger, alors vérifie l’âge et le poids que tu as saisis.',
    hugeOneIn: 'Une éclosion sur {{oneIn}} est Huge.',
    hatchAboveNormal:
      'Au-dessus d’une éclosion normale\u00a0: il pèse {{hatch}}, plus que les {{max}} qu’atteint une éclosion normale du pet {{pet}}. Il est peut-être sorti Huge de l’œuf, il a peut-être mangé depuis, ou la capacité d’un autre pet a augmenté son poids de base, comme peuvent le faire {{boosters}}.',
    hatchUnknown:
      'Les poids à l’éclosion du pet {{pet}} ne figurent pas dans les données du jeu dont nous disposons, donc cette page ne peut pas dire si le tien est sorti normal ou Huge.',
  },
  errors: {
    ageEmpty: 'Saisis l’âge de ton pet.',
    ageNotANumber: 'Saisis l’âge en chiffres, par exemple 12.',
    ageOutOfRange: 'L’âge doit être un nombre entier de 1 à {{maxAge}}.',
    kgEmpty: 'Saisis le poids de ton pet en kg.',
    kgNotANumber: 'Saisis le poids en chiffres, par exemple {{example}}.',
    kgOutOfRange: 'Le poids doit être supérieur à 0\u00a0kg et d’au plus {{max}}.',
    kgTooSmall: 'Le calculateur ne peut pas distinguer un poids aussi petit de 0\u00a0kg.',
  },
  summary: {
    result:
      'Un pet qui pèse {{weight}} à l’âge {{age}} pesait {{hatch}} à l’âge 1 (taille {{sizeClass}}) et pèsera {{max}} à l’âge {{maxAge}}.',
    resultAtHatch: 'Un pet qui pèse {{weight}} à l’âge 1 (taille {{sizeClass}}) pèsera {{max}} à l’âge {{maxAge}}.',
    resultAtEnd: 'Un pet qui pèse {{weight}} à l’âge {{age}} pesait {{hatch}} à l’âge 1 (taille {{sizeClass}}).',
    noGrowth:
      '{{pet}} ne change pas de poids avec l’âge\u00a0: le tien pèse {{weight}} à l’âge {{age}} et, plus âgé, il pèsera toujours {{weight}} s’il ne mange pas.',
    invalid: 'Saisis un âge et un poids valides pour voir les poids prévus.',
  },
  capNote:
    'Au-delà de l’âge {{cap}}, la règle reste la même\u00a0: chaque âge ajoute le même poids. Les fichiers du jeu dont on dispose fixent le niveau maximum à {{cap}}\u00a0; il a été relevé depuis, sans doute à {{likely}}, mais aucun fichier du jeu ne confirme ce nouveau plafond.',
  results: {
    heading: 'Résultats',
    hatch: 'Poids à l’âge 1 (éclosion)',
    sizeClass: 'Taille (terme des joueurs)',
    max: 'Poids à l’âge {{maxAge}}',
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
    prompt: 'Saisis un poids pour voir à quel âge ton pet l’atteint.',
    future: 'Ton pet atteint {{target}} à l’âge {{age}} (il pèse alors {{weight}}).',
    reached: 'Ton pet a atteint {{target}} à l’âge {{age}} (il pesait alors {{weight}}).',
    futureExact: 'Ton pet pèsera {{target}} à l’âge {{age}}.',
    reachedExact: 'Ton pet a atteint {{target}} à l’âge {{age}}.',
    already: 'Ton pet pèse au moins {{target}} depuis l’âge 1 ({{hatch}}).',
    outOfReach: 'Hors d’atteinte\u00a0: même à l’âge {{maxAge}}, ton pet ne pèse que {{max}}.',
    pastCap:
      'L’âge {{age}} dépasse {{cap}}, le niveau maximum confirmé par les fichiers du jeu\u00a0: rien ne confirme que ton pet puisse l’atteindre.',
    notANumber: 'Saisis le poids visé en chiffres, par exemple {{example}}.',
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
    kg: 'le poids doit être supérieur à 0\u00a0kg et d’au plus {{max}}\u00a0kg, écrit avec un point, comme 2.5',
    weighing: 'inutilisé\u00a0: l’âge et le poids vont ensemble, et l’autre valeur manque ou n’a pas pu être utilisée',
    all: 'utilise all=1 pour afficher tous les âges',
    pet: 'aucun pet n’a cet identifiant',
    target: 'le poids visé doit être supérieur à 0\u00a0kg et d’au plus {{max}}\u00a0kg, écrit avec un point, comme 2.5',
  },
  guide: {
    heading: 'Comment grandissent les pets',
    base: 'Chaque pet a un poids de base caché. Chaque âge gagné ajoute un dixième de ce poids de base (un chiffre de la communauté\u00a0: les fichiers du jeu donnent la règle, pas cette valeur), donc à l’âge 1 il pèse déjà 1,1 fois son poids de base\u00a0: c’est le poids affiché à l’éclosion.',
    line: 'Un pet grandit donc en ligne droite, de la même quantité à chaque âge, et à l’âge {{maxAge}} il pèse exactement {{ratio}} fois son poids à l’âge 1. À partir de n’importe quel âge et poids, le calculateur retrouve le poids à l’âge 1 et celui de tous les autres âges.',
    rounding:
      'Les résultats sont arrondis à deux décimales à l’affichage, et les poids de moins d’un kilo à trois chiffres, pour que le poids d’un pet léger ne s’affiche jamais à zéro. Saisis le poids exactement comme le jeu l’affiche\u00a0; le jeu peut arrondir son propre affichage un peu différemment.',
    sizeHeading: 'Tailles',
    sizeIntro:
      'Les joueurs classent les pets par taille selon leur poids à l’âge 1. Ces noms et ces limites viennent des joueurs, pas des données du jeu\u00a0:',
  },
  faq: {
    heading: 'Questions fréquentes',
    hatchQuestion: 'Comment connaître le poids de mon pet à l’âge 1 (à l’éclosion)\u202f?',
    hatchAnswer:
      'Saisis son âge et son poids actuels, le calculateur s’occupe du reste. Chaque âge ajoute la même quantité, donc le poids à l’âge 1 se déduit de n’importe quel âge\u00a0: par exemple, un pet qui pèse {{kg}} à l’âge {{age}} pesait {{hatch}} à l’âge 1.',
    maxQuestion: 'Combien pèsera mon pet à l’âge {{maxAge}}\u202f?',
    maxAnswer:
      'Exactement {{ratio}} fois son poids à l’âge 1. Un pet éclos à {{hatch}} pèsera {{max}} à l’âge {{maxAge}}, le niveau maximum indiqué dans les fichiers du jeu\u00a0; les pets plus âgés continuent de gagner le même poids à chaque âge.',
    sizeQuestion: 'Que veulent dire {{small}}, {{huge}}, {{titanic}} et {{godly}}\u202f?',
    sizeAnswer:
      'Ce sont les tailles qu’utilisent les joueurs, selon le poids du pet à l’âge 1 (noms et limites des joueurs, pas des données du jeu)\u00a0: {{classes}}.',
    allPetsQuestion: 'Tous les pets grandissent-ils de la même façon\u202f?',
    allPetsAnswer:
      'Presque tous les pets gagnent la même part de leur poids de base à chaque âge, donc le calculateur fonctionne pour chacun d’eux. Le Chubby Chipmunk est l’exception connue\u00a0: il ne grandit pas avec l’âge.',
  },
};
