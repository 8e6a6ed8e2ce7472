export default {
  meta: {
    title: 'Comment sont calculées les valeurs des cultures Grow a Garden\u00a0: formule et preuves',
    description:
      'La formule de la valeur des cultures de Grow a Garden expliquée simplement\u00a0: poids, prix plancher, variante, mutations, bonus d’amis, taxe du marché et arrondi, avec un exemple détaillé et les valeurs publiées par le wiki pour {{crops}} cultures, recalculées.',
    datasetName: 'Valeurs des cultures du wiki de Grow a Garden, recalculées',
    datasetDescription:
      'Les valeurs plancher et moyennes que le wiki communautaire de Grow a Garden publie pour {{crops}} cultures, chacune recalculée avec la formule du jeu, avec la raison de chaque écart.',
  },
  title: 'Comment les valeurs sont calculées',
  intro:
    'Toutes les valeurs de ce site viennent d’une seule formule, celle du jeu lui-même. La voici expliquée simplement, avec un exemple détaillé, la preuve qu’elle donne les valeurs publiées par le wiki communautaire, et l’origine de chaque nombre.',
  rules: {
    heading: 'La formule, simplement',
    weight:
      'Poids\u00a0: divise le poids du fruit par le poids de base de sa culture, puis mets le résultat au carré. C’est le facteur de poids\u00a0: la valeur augmente donc plus vite que le poids.',
    priceFloor:
      'Prix plancher\u00a0: le rapport ne compte jamais pour moins de {{ratio}}. Un fruit plus léger se vend comme s’il pesait {{ratio}} de son poids de base, donc le plus petit facteur de poids est {{factor}}.',
    variant: 'Variante\u00a0: la valeur est multipliée par la variante du fruit\u00a0: {{variants}}.',
    mutations:
      'Les mutations s’additionnent, elles ne se multiplient pas\u00a0: pars de 1 et ajoute le multiplicateur de chaque mutation moins 1. Le résultat n’est jamais inférieur à 1. {{example}}.',
    mutationsExample: '{{first}} et {{second}} donnent ensemble {{total}}',
    product: 'Valeur\u00a0: la valeur de base × le facteur de poids × la variante × le multiplicateur de mutation.',
    tax: 'Taxe du marché\u00a0: au-delà de {{threshold}} Sheckles, le jeu réduit la valeur selon une courbe\u00a0: <points/>. Entre ces points, la courbe est une droite, et après le dernier elle prolonge la même droite.',
    taxScope:
      'Le code du jeu ne taxe que les fruits dont l’attribut FruitVersion vaut {{version}} ou plus. Les sources ne disent pas quels fruits n’ont pas cet attribut, donc ce site taxe tous les fruits.',
    taxPoint: '<before/> devient <after/>',
    rounding:
      'Arrondi\u00a0: le jeu arrondit une seule fois, après la taxe, au Sheckle près. Une moitié exacte s’arrondit en s’éloignant de zéro\u00a0: {{unrounded}} devient {{rounded}}.',
    boost:
      'Bonus d’amis\u00a0: chaque ami présent sur ton serveur ajoute {{step}}, jusqu’à {{max}} (chiffres de la communauté\u00a0: le code du jeu pour ça n’est pas public). Le bonus s’applique à la valeur arrondie, et ce site arrondit de nouveau le résultat\u00a0; que le jeu le fasse aussi n’est pas vérifié. Plusieurs fruits identiques valent ce prix multiplié par leur nombre.',
    weightRoll:
      'Poids tiré à la récolte\u00a0: chaque fruit récolté pèse de {{min}} à {{max}} fois le poids de base de sa culture, au millième près, chaque valeur ayant la même chance, donc {{mean}} fois en moyenne. Un fruit Huge (selon la chance de Huge de la culture) pèse {{huge}} fois ce poids. Le poids moyen et la valeur moyenne de chaque culture sur ce site découlent de ce tirage\u00a0; les colonnes «\u202fmoyenne\u202f» du wiki communautaire sont son poids de base et sa valeur de base.',
    variantRoll:
      'Variante tirée à la récolte\u00a0: quand un fruit est récolté, le jeu tire sa variante au hasard selon ces pondérations ({{weights}}). Sans rien qui les augmente, les chances sont\u00a0: {{chances}}.',
    neverRolled_one: '{{variants}} n’est jamais tirée à la récolte\u00a0: d’autres mécaniques la donnent.',
    neverRolled_many: '{{variants}} ne sont jamais tirées à la récolte\u00a0: d’autres mécaniques les donnent.',
    neverRolled_other: '{{variants}} ne sont jamais tirées à la récolte\u00a0: d’autres mécaniques les donnent.',
  },
  example: {
    heading: 'Exemples détaillés',
    stepHeading: 'Un fruit, étape par étape',
    intro: 'Chaque nombre ici est calculé par le même code que le calculateur.',
    fruit: '{{crop}} de {{weight}}, {{variant}}, avec {{mutations}} et un bonus d’amis de {{boost}}',
    taxHeading: 'Au-delà de mille milliards (1T)\u00a0: la taxe du marché',
    taxIntro:
      'Un fruit Huge avec la meilleure combinaison de mutations de sa culture peut dépasser mille milliards de Sheckles. L’étape de la taxe change alors la valeur.',
    taxFruit: '{{crop}} de {{weight}}, {{variant}}, avec sa mutation maximale, sans bonus d’amis',
    steps: {
      baseValue: 'Valeur de base ({{crop}})',
      ratio: 'Rapport de poids',
      ratioFloor: 'Plus léger que le prix plancher, donc compté comme {{ratio}}',
      weightFactor: 'Facteur de poids (le rapport au carré)',
      variant: 'Variante\u00a0: {{name}}',
      mutations: 'Multiplicateur de mutation',
      mutationsDetail_one: 'Ce qu’ajoute son unique mutation',
      mutationsDetail_many: 'Ce qu’ajoute chacune de ses {{n}} de mutations',
      mutationsDetail_other: 'Ce qu’ajoute chacune de ses {{n}} mutations',
      mutationAdds: '{{name}} {{multiplier}} ajoute {{adds}}',
      totalMultiplier: 'Variante × multiplicateur de mutation',
      unrounded: 'Avant la taxe et l’arrondi',
      noTax: 'Taxe du marché\u00a0: aucune, la valeur ne dépasse pas {{threshold}}',
      tax: 'Après la taxe du marché',
      rounded: 'Valeur de la culture, arrondie',
      boost: 'Avec le bonus d’amis de {{boost}}',
    },
    open: 'Ouvrir ce fruit dans le calculateur',
  },
  proof: {
    heading: 'La preuve\u00a0: les valeurs du wiki, recalculées',
    intro:
      'Le wiki communautaire publie le prix de vente d’un fruit simple (Normal, sans mutation) de chaque culture à son poids de prix plancher et à son poids moyen, qui est son poids de base. Chacune de ces valeurs est recalculée ci-dessous par le moteur de ce site lors de la création de la page.',
    source: 'Valeurs telles que publiées sur la page Crops du wiki le {{date}}.',
    summaryExact_one: '{{n}} culture sur {{total}} correspond exactement.',
    summaryExact_many: '{{n}} de cultures sur {{total}} correspondent exactement.',
    summaryExact_other: '{{n}} cultures sur {{total}} correspondent exactement.',
    summaryHalfEven_one: '{{n}} diffère d’une unité à cause de l’arrondi des moitiés au pair.',
    summaryHalfEven_many: '{{n}} diffèrent d’une unité à cause de l’arrondi des moitiés au pair.',
    summaryHalfEven_other: '{{n}} diffèrent d’une unité à cause de l’arrondi des moitiés au pair.',
    summaryDifferent_one: '{{n}} diffère pour une autre raison.',
    summaryDifferent_many: '{{n}} diffèrent pour une autre raison.',
    summaryDifferent_other: '{{n}} diffèrent pour une autre raison.',
    why: 'Pourquoi une unité de moins\u202f? Pour ces cultures, la valeur exacte avant l’arrondi se termine par ,5. Le jeu arrondit une moitié en s’éloignant de zéro, donc vers le haut\u00a0; les tableaux du wiki l’arrondissent au voisin pair, qui est ici inférieur d’une unité.',
    caption: 'La valeur du wiki et celle de ce site pour chaque culture, en Sheckles',
    scrollRegion: 'Valeurs publiées (défile horizontalement)',
    crop: 'Culture',
    weight: 'Fruit',
    wiki: 'Wiki',
    engine: 'Ce site',
    match: 'Concordance',
    priceFloor: 'Prix plancher, {{weight}}',
    average: '«\u202fMoyenne\u202f» du wiki (poids de base), {{weight}}',
    exact: 'Exact',
    halfEven:
      'Une unité d’écart\u00a0: {{unrounded}} est une moitié exacte, que le jeu arrondit vers le haut à {{game}} et le wiki au pair {{wiki}}.',
    different: 'Écart de {{difference}}',
  },
  sources: {
    icons:
      'Icônes des cultures et des pets\u00a0: <name>{{name}}</name>, sous licence <licence>{{licence}}</licence>. Quand aucun emoji ne convient, l’icône affiche la première lettre du nom.',
    heading: 'D’où vient chaque nombre',
    intro:
      'Les copies des fichiers du jeu passent en premier. Là où elles ne disent rien, le wiki communautaire et les sites de fans complètent, et chaque donnée indique la fiabilité de ses sources.',
    caption: 'Sources des données du jeu, avec la date de la copie utilisée et sa fiabilité',
    scrollRegion: 'Sources (défile horizontalement)',
    what: 'Donnée',
    source: 'Source',
    date: 'Date',
    confidence: 'Fiabilité',
    named: '{{kind}}\u00a0: {{name}}',
    kind: {
      game: 'Fichier du jeu',
      wiki: 'Wiki communautaire',
      fanSite: 'Site de fans',
      script: 'Scripts de la communauté',
    },
    topic: {
      cropValues: 'Valeurs de base, poids de base et chances de Huge des cultures',
      valueFormula: 'La formule de la valeur\u00a0: facteur de poids, prix plancher, mutations et variante',
      marketTax: 'La courbe de la taxe du marché au-delà de mille milliards',
      weightRoll: 'Le poids tiré à la récolte et le poids minimum',
      variants: 'Multiplicateurs des variantes (Normal, Silver, Gold, Rainbow, Diamond)',
      mutationMultipliers: 'Multiplicateurs des mutations',
      mutationRules: 'Quelles mutations fusionnent, se remplacent ou ne peuvent pas se combiner',
      friendBoost: 'Bonus d’amis\u00a0: {{step}} par ami, au plus {{max}}',
      cropFacts: 'Rareté, récolte, prix de la graine et disponibilité d’une culture à cette date',
      categories: 'Catégories de cultures',
      cropOrigins: 'D’où vient chaque culture (boutique, paquet de graines, événement, récompense) et sa catégorie',
      mutationSources: 'Comment un fruit obtient chaque mutation (météo, pets, gear, événements)',
      petWeight: 'Poids des pets selon l’âge',
      gameExports:
        'Exports hebdomadaires des tables du jeu\u00a0: chaque modification et la date d’entrée de chaque culture, mutation et pet dans les fichiers du jeu',
      publishedValues: 'Les valeurs publiées par le wiki qui servent de preuve ci-dessus',
    },
  },
  changelog: {
    heading: 'Journal des modifications des données',
    intro:
      'Ce qui a changé dans les fichiers du jeu jusqu’au {{date}}, d’après les exports hebdomadaires des tables du jeu. Chaque modification est datée du premier export qui la montre.',
    introWindow:
      'Ce qui a changé dans les fichiers du jeu du {{first}} au {{last}}, d’après les exports hebdomadaires des tables du jeu\u00a0; on ne sait rien d’avant ni d’après. Chaque modification est datée du premier export qui la montre. Ce que le premier export contenait déjà était dans les fichiers du jeu avant lui\u00a0: ce n’est donc pas compté comme nouveau.',
    values: {
      heading: 'Chiffres des cultures modifiés',
      caption: 'Valeur de base, poids de base et chance de Huge par fruit, avant et après la modification',
      scrollRegion: 'Chiffres modifiés (défile horizontalement)',
      crop: 'Culture',
      date: 'Modifié le',
      before: 'Avant',
      after: 'Après',
    },
    multipliers: {
      heading: 'Multiplicateurs de mutations modifiés',
      caption: 'Multiplicateur de chaque mutation, avant et après la modification',
      scrollRegion: 'Multiplicateurs modifiés (défile horizontalement)',
      mutation: 'Mutation',
    },
    added: {
      same: '<item>{{name}}</item>\u00a0: {{value}}',
      changed: '<item>{{name}}</item>\u00a0: {{first}} à son apparition, {{now}} aujourd’hui',
      gone: '<item>{{name}}</item>\u00a0: {{first}} à son apparition, {{last}} à sa sortie des fichiers du jeu',
    },
    newCrops: {
      heading_one: '{{n}} nouvelle culture',
      heading_many: '{{n}} de nouvelles cultures',
      heading_other: '{{n}} nouvelles cultures',
      list: 'Afficher les nouvelles cultures par date',
    },
    mutations: {
      heading_one: '{{n}} nouvelle mutation',
      heading_many: '{{n}} de nouvelles mutations',
      heading_other: '{{n}} nouvelles mutations',
      list: 'Afficher les nouvelles mutations par date',
      rules_one:
        'On ne sait pas encore comment {{n}} d’entre elles se combine avec les autres mutations\u00a0: le calculateur ne la combine donc avec aucune.',
      rules_many:
        'On ne sait pas encore comment {{n}} d’entre elles se combinent avec les autres mutations\u00a0: le calculateur ne les combine donc avec aucune.',
      rules_other:
        'On ne sait pas encore comment {{n}} d’entre elles se combinent avec les autres mutations\u00a0: le calculateur ne les combine donc avec aucune.',
    },
    pets: {
      heading_one: '{{n}} nouveau pet',
      heading_many: '{{n}} de nouveaux pets',
      heading_other: '{{n}} nouveaux pets',
      list: 'Afficher les nouveaux pets par date',
    },
    removed: {
      heading: 'Disparus des fichiers du jeu',
      item: '<crop>{{name}}</crop>\u00a0: absent des fichiers du jeu depuis le {{date}}. Sa page reste en ligne.',
    },
  },
};
