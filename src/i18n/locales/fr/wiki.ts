export default {
  moonMango: {
    meta: {
      title: 'Moon Mango dans Grow a Garden\u00a0: valeur, poids, mutations et comment l’obtenir',
      description:
        'Tout sur le Moon Mango de Grow a Garden\u00a0: comment on l’obtenait, comment il pousse, combien il se vend et comment les mutations changent sa valeur.',
    },
    title: 'Moon Mango',
    article: {
      whatTitle: 'Qu’est-ce que le Moon Mango\u202f?',
      what: 'Le Moon Mango est un arbre fruitier de rareté mythique. Sa graine était vendue dans la Boutique Twilight, une boutique d’événement, à côté de la Celestiberry. En {{date}}, sa graine n’était plus vendue.',
      obtainTitle: 'Comment l’obtenait-on\u202f?',
      obtain:
        'Tant que la Boutique Twilight était ouverte, une graine coûtait {{sheckles}} ou {{robux}} Robux, avec un stock de {{stock}} seulement à la fois. La boutique a fermé avec son événement\u00a0: en {{date}}, le Moon Mango ne pouvait plus être obtenu, et seuls les joueurs qui en avaient planté un à l’époque l’avaient encore.',
      growTitle: 'Comment pousse-t-il\u202f?',
      grow: 'C’est une plante à récoltes multiples\u00a0: une fois l’arbre adulte, il continue de porter des fruits, et l’on cueille des Moon Mangos encore et encore sans replanter. Chaque fruit tire son propre poids, jamais sous {{minWeight}}, et environ 1 sur {{hugeOneIn}} sort Huge, plusieurs fois plus lourd que d’habitude.',
      worthTitle: 'Combien vaut-il\u202f?',
      worth:
        'Un Moon Mango de {{baseWeight}} se vend {{baseValue}}. Les fruits plus légers ne passent jamais sous le prix plancher\u00a0: jusqu’à {{floorWeight}}, ils valent encore {{floorValue}}. Au-delà, la valeur suit le carré du poids\u00a0: un fruit deux fois plus lourd vaut quatre fois plus.',
      variants: 'Les variantes multiplient tout le prix\u00a0: un Moon Mango Gold du même poids vaut {{gold}}, et un Rainbow {{rainbow}}.',
      mutations:
        'Les mutations s’additionnent au lieu de se multiplier entre elles\u00a0: Shocked ({{shocked}}) et Frozen ({{frozen}}) donnent ensemble {{both}}, pas leur produit. Un Moon Mango Rainbow Frozen au poids de base vaut {{rainbowFrozen}}\u00a0; le tableau ci-dessous montre d’autres combinaisons.',
      tipsTitle: 'Conseils',
      tipKeep:
        'Ne retire jamais l’arbre\u00a0: tu ne pourras peut-être pas le racheter (il n’était pas vendu en {{date}}), et chaque récolte est une nouvelle chance d’obtenir un fruit Gold, Rainbow ou Huge.',
      tipFrozen: 'Wet et Chilled sur le même fruit fusionnent en Frozen ({{frozen}}), qui vaut bien plus que les deux séparément.',
      tipCheck: 'Avant de vendre ou d’échanger un Moon Mango, saisis son poids, sa variante et toutes ses mutations dans le calculateur.',
    },
  },
  crop: {
    seedShop: 'Prix au Seed Shop\u00a0: {{price}}.',
    seedShopNameOnly:
      'Les listes de la communauté montrent sa graine au Seed Shop\u00a0; aucune copie des données de la boutique ne donne son prix.',
    seedShopTier2: 'Prix au Seed Shop (onglet Tier 2)\u00a0: {{price}}.',
    seedShopRobux: 'Prix d’achat immédiat\u00a0: {{price}}.',
    originNote: 'D’où elle vient, d’après les recherches\u00a0:',
    eventForms_one:
      'Les fichiers du jeu contiennent aussi {{forms}}, une forme d’événement avec le même poids, la même valeur et la même chance de Huge\u00a0: elle est donc estimée comme {{name}}.',
    eventForms_many:
      'Les fichiers du jeu contiennent aussi {{forms}}, des formes d’événement avec le même poids, la même valeur et la même chance de Huge\u00a0: elles sont donc estimées comme {{name}}.',
    eventForms_other:
      'Les fichiers du jeu contiennent aussi {{forms}}, des formes d’événement avec le même poids, la même valeur et la même chance de Huge\u00a0: elles sont donc estimées comme {{name}}.',
    wikiNumbers:
      'Pour {{name}}, le wiki communautaire indique {{numbers}}. Les chiffres de cette page sont ceux des fichiers du jeu eux-mêmes.',
    wikiNumbersOlder:
      'Pour {{name}}, le wiki communautaire indique {{numbers}}\u00a0: les chiffres du jeu lui-même jusqu’au {{date}}. Cette page montre ceux d’après.',
    removed:
      'Plus dans les fichiers du jeu depuis le {{date}}. Cette page reste en ligne pour que tu puisses estimer un {{name}} que tu possèdes encore.',
    neverInFiles:
      'Jamais vu dans les fichiers du jeu\u00a0: aucune de nos copies, la première du {{date}}, ne le contient. Cette page reste en ligne pour que tu puisses estimer un {{name}} que tu possèdes encore.',
    gameFiles: {
      once: '{{name}} n’a figuré qu’une fois dans les fichiers du jeu, le {{date}}, avec {{numbers}}. Ces chiffres diffèrent de ceux du wiki de la communauté, qu’affiche cette page.',
      range:
        '{{name}} était dans les fichiers du jeu du {{first}} au {{last}}, la dernière fois avec {{numbers}}. Ces chiffres diffèrent de ceux du wiki de la communauté, qu’affiche cette page.',
    },
    changes: {
      heading: 'Modifications dans les fichiers du jeu',
      added: '{{date}}\u00a0: apparaît pour la première fois dans les fichiers du jeu, avec {{after}}.',
      changed: '{{date}}\u00a0: passe de {{before}} à {{after}}.',
      removed: '{{date}}\u00a0: disparaît des fichiers du jeu.',
      returned: '{{date}}\u00a0: revient dans les fichiers du jeu.',
      window:
        'Ces modifications viennent des exports hebdomadaires des tables du jeu, du {{first}} au {{last}}\u00a0; on ne sait rien d’avant ni d’après.',
      all: 'Toutes les modifications des données du jeu',
    },
  },
  page: {
    meta: {
      title: '{{name}} dans Grow a Garden\u00a0: valeur, poids et mutations',
      description:
        '{{name}} dans Grow a Garden\u00a0: vaut {{value}} à {{weight}}, {{gold}} en Gold et {{rainbow}} en Rainbow. Rareté, prix de la graine, poids et effet des mutations sur sa valeur.',
    },
    breadcrumb: 'Fil d’Ariane',
    intro: {
      tier: '{{name}} est une culture de Grow a Garden de rareté {{tier}}.',
      noTier: '{{name}} est une culture de Grow a Garden dont la rareté n’est pas connue.',
      category: 'Elle figure dans la catégorie «\u202f{{category}}\u202f».',
      multi: 'C’est une plante à récoltes multiples, qui continue de produire des fruits après chaque récolte.',
      single: 'C’est une plante à récolte unique\u00a0: la récolter la fait disparaître.',
      seedPrice: 'Une graine coûte {{price}}.',
      obtainable: 'En {{date}}, on pouvait obtenir {{name}} dans le jeu.',
      notObtainable: 'En {{date}}, on ne pouvait plus obtenir {{name}}.',
      notYetInFiles: '{{name}} est arrivé dans les fichiers du jeu après {{date}}, donc on ne sait pas s’il peut être obtenu.',
      value: 'À son poids de base de {{weight}}, un fruit se vend {{normal}}, un Gold {{gold}} et un Rainbow {{rainbow}}.',
      valueAtUnknownWeight:
        'Son poids n’est pas encore connu\u00a0: on l’estime donc à son poids de base. Un fruit se vend {{normal}}, un Gold {{gold}} et un Rainbow {{rainbow}}.',
    },
    calculator: 'Calculer n’importe quel {{name}} dans le calculateur',
  },
  infobox: {
    title: 'En bref',
  },
  table: {
    title: 'Valeur selon les variantes et les mutations',
    caption: 'Un {{name}} à son poids de base de {{weight}}, en Sheckles',
    captionAtUnknownWeight: 'Un {{name}} à son poids de base (encore inconnu), en Sheckles',
    mutations: 'Mutations appliquées',
    multiplier: 'Multiplicateur de mutation',
    none: 'Aucune',
    maxSet_one: 'Ensemble maximal ({{n}} mutation)',
    maxSet_many: 'Ensemble maximal ({{n}} de mutations)',
    maxSet_other: 'Ensemble maximal ({{n}} mutations)',
    maxSetList: 'Mutations de l’ensemble maximal',
    hint: 'Choisis une valeur pour ouvrir ce fruit dans le calculateur.',
  },
  related: {
    title: 'Cultures liées',
  },
  index: {
    eggsLink: 'Tous les œufs, avec les chances de leurs pets',
    gearLink: 'Tous les gears',
    weatherLink: 'Les météos et les mutations qu’elles donnent',
    stockLink: 'Minuteur de restock des boutiques',
    cardBaseValue: 'Valeur de base\u00a0: {{amount}}',
    meta: {
      title: 'Wiki des cultures de Grow a Garden\u00a0: valeurs, raretés et poids de chaque culture',
      description:
        'Parcours toutes les cultures de Grow a Garden par nom, rareté et catégorie, avec leurs valeurs et poids de base, et ouvre la page de chacune avec son tableau de valeurs et ses mutations.',
    },
    title: 'Wiki des cultures de Grow a Garden',
    intro:
      'Toutes les cultures du jeu avec leur rareté, leur provenance et leur valeur de base. Ouvre-en une pour voir ses poids, un tableau de valeurs avec mutations et les cultures liées.',
    filters: 'Trouver une culture',
    count_one: '{{n}} culture trouvée',
    count_many: '{{n}} de cultures trouvées',
    count_other: '{{n}} cultures trouvées',
    empty: 'Aucune culture ne correspond à ces filtres.',
    petsLink: 'Tous les pets du jeu',
    mutationsLink: 'Toutes les mutations du jeu',
  },
  oddsSource: {
    game: 'Les chances viennent des fichiers du jeu.',
    fanGuide: 'Les chances viennent d’un guide de fans, pas des fichiers du jeu.',
    fanPage: 'Les chances viennent d’une page de fans, pas des fichiers du jeu.',
    copy: 'Les chances viennent d’une copie d’une page du site {{name}}, pas des fichiers du jeu.',
    communityScript: 'Les chances viennent d’un script communautaire, pas des fichiers du jeu.',
    unknown: 'On ne sait pas d’où viennent les chances.',
  },
  pet: {
    eggPages: 'Œufs d’où il sort',
    meta: {
      title: '{{name}} dans Grow a Garden\u00a0: rareté, œufs, poids à l’éclosion et croissance',
      description:
        '{{name}} dans Grow a Garden\u00a0: sa rareté, les œufs dont il peut sortir et avec quelle probabilité, son poids à l’éclosion et son poids à chaque âge, calculés avec la formule du jeu.',
      titleNoHatch: '{{name}} dans Grow a Garden\u00a0: rareté, œufs et croissance avec l’âge',
      descriptionNoHatch:
        '{{name}} dans Grow a Garden\u00a0: ce que disent les données du jeu de sa rareté, de ses œufs et de ses capacités, et comment son poids augmente avec l’âge, calculé avec la formule du jeu.',
      /** A pet that age does not grow (Chubby Chipmunk): no promise of growth. */
      titleNoGrowth: '{{name}} dans Grow a Garden\u00a0: rareté, œufs et poids',
      descriptionNoGrowth:
        '{{name}} dans Grow a Garden\u00a0: ce que disent les données du jeu de sa rareté, de ses œufs et de ses capacités, et son poids, que l’âge ne change pas.',
      /** A pet whose growth the data does not know (one known by name only): no promise of growth. */
      titleGrowthUnknown: '{{name}} dans Grow a Garden\u00a0: rareté, œufs et capacités',
      descriptionGrowthUnknown:
        '{{name}} dans Grow a Garden\u00a0: ce que disent les données du jeu de sa rareté, de ses œufs et de ses capacités. Elles ne disent pas encore s’il grandit avec l’âge.',
    },
    breadcrumb: 'Pets',
    intro: '{{name}} est un pet de Grow a Garden de rareté {{rarity}}.',
    introUnknown: '{{name}} est un pet de Grow a Garden.',
    introVariant: '{{name}} est une variante du pet {{base}} dans Grow a Garden (rareté\u00a0: {{rarity}}).',
    introVariantUnknown: '{{name}} est une variante du pet {{base}} dans Grow a Garden.',
    factsUnknown: 'Sa rareté, ses œufs et ses capacités ne figurent pas encore dans les données du jeu dont nous disposons.',
    variantFactsUnknown: 'Sa propre rareté, ses œufs et ses capacités ne figurent pas encore dans les données du jeu dont nous disposons.',
    facts: {
      heading: 'Fiche du pet',
      rarity: 'Rareté',
      eggs: 'Œufs',
      eggChance: '{{egg}}\u00a0: {{chance}}',
      eggChanceUnknown: '{{egg}}\u00a0: probabilité inconnue',
      eggChanceSure: '{{egg}}\u00a0: {{chance}} (fiabilité de la probabilité\u00a0: {{level}})',
      chancesAsOf: 'Date des probabilités\u00a0: {{date}}.',
      chancesAsOfAbout: 'Date des probabilités\u00a0: environ {{date}}.',
      rarityUnknown: 'inconnue',
      eggsUnknown: 'inconnus',
      abilitiesUnknown: 'inconnues',
      abilityEffects: 'Ce qu’il fait',
      abilityEffectsUnknown: 'inconnu',
      noteSeparator: '\u00a0; ',
      abilityNumbers: 'Au niveau 1, d’après les données du jeu',
      abilityNumberName: '{{passive}}\u00a0:',
      abilityNumbersUnknown: 'aucun chiffre dans ces données',
      abilityNumbersAsOf: 'Données du jeu du {{date}}.',
      obtain: 'Comment l’obtenir',
      obtainFromPage: 'd’après un guide sur le web',
      unobtainableAsOf: 'Marqué Unobtainable (impossible à obtenir) dans la liste des pets du jeu (date\u00a0: {{date}})',
      unobtainableAsOfAbout: 'Marqué Unobtainable (impossible à obtenir) dans la liste des pets du jeu (date\u00a0: vers {{date}})',
      hunger: 'Faim',
      hungerUnknown: 'inconnue',
      hungerAsOf: '{{hunger}} (date\u00a0: {{date}})',
      sellPriceUnknown: 'inconnu',
      sellPriceAsOf: '{{price}} (date\u00a0: {{date}})',
      sellPriceAsOfAbout: '{{price}} (date\u00a0: environ {{date}})',
      abilities: 'Capacités',
      grows: 'Grandit avec l’âge',
      growsYes: 'Oui',
      growsNo: 'Non\u00a0: il prend du poids en mangeant',
      growsUnknown: 'on ne sait pas',
      sellPrice: 'Prix de vente de base',
      sure: 'Fiabilité des sources',
      sources: 'Sources',
    },
    sourceKind: {
      game: 'copies des fichiers du jeu',
      script: 'scripts communautaires qui lisent le jeu',
      fan: 'une base de données de pets faite par des fans',
      page: 'guides en ligne',
      other: 'autres témoignages',
    },
    hatch: {
      heading: 'Poids à l’éclosion',
      known:
        'Dans les données d’œufs du jeu datant d’environ {{date}}, {{name}} sort de l’œuf avec un poids de base compris entre {{baseMin}} et {{baseMax}}, soit {{min}} à {{max}} affichés par le jeu à l’âge 1.',
      hugeOneIn: 'Une éclosion sur {{oneIn}} est Huge, avec un poids plus élevé.',
      unknown: 'Les poids à l’éclosion du pet {{name}} ne figurent pas dans les données du jeu dont nous disposons.',
      eggData:
        'À titre de comparaison\u00a0: dans les données d’œufs du jeu datant d’environ {{date}}, chaque œuf faisait éclore ses pets avec un poids de base compris entre {{baseMin}} et {{baseMax}} ({{min}} à {{max}} à l’âge 1), et une éclosion sur {{oneIn}} était Huge. On ne sait pas si {{name}} éclot de la même façon.',
    },
    growth: {
      age: 'Âge',
      heading: 'Poids selon l’âge',
      caption:
        '{{name}}\u00a0: poids selon l’âge, pour le poids le plus léger, le milieu de la fourchette et le poids le plus lourd d’une éclosion normale (la fréquence de chaque poids n’est pas dans les données)',
      light: 'Éclosion la plus légère',
      middle: 'Milieu de la fourchette',
      heavy: 'Éclosion la plus lourde',
      unknownHatch:
        'Sans ses poids à l’éclosion, cette page ne peut pas donner le poids du pet {{name}} selon l’âge. Comme tout pet qui grandit avec l’âge, il prend le même poids à chaque âge, et à l’âge {{maxAge}} il pèse {{ratio}} fois son poids à l’âge 1\u00a0: saisis l’âge et le poids de ton pet dans le calculateur pour voir son poids à chaque âge.',
      unknownGrowth:
        'Les données du jeu que nous avons ne disent pas si le pet {{name}} grandit avec l’âge, donc cette page ne peut pas donner son poids selon l’âge. Un pet qui grandit avec l’âge prend le même poids à chaque âge, et à l’âge {{maxAge}} il pèse {{ratio}} fois son poids à l’âge 1\u00a0: si le tien grandit, saisis son âge et son poids dans le calculateur pour voir son poids à chaque âge.',
      noGrowth:
        '{{name}} ne grandit pas avec l’âge\u00a0: il prend du poids en mangeant, donc son âge ne permet pas de connaître son poids.',
      calculator: 'Calculer le poids de ton {{name}}',
    },
    related: 'Pets associés',
  },
  pets: {
    meta: {
      title: 'Pets de Grow a Garden\u00a0: tous les pets avec leur rareté et leurs œufs',
      description:
        'Tous les pets de Grow a Garden dans une seule liste\u00a0: recherche par nom, filtre par rareté et par œuf, et ouvre la page de chacun avec ce que disent de lui les données du jeu, de ses œufs à son poids à l’éclosion et sa croissance selon l’âge.',
    },
    title: 'Pets de Grow a Garden',
    intro:
      'Tous les pets du jeu avec leur rareté et les œufs dont ils sortent. Ouvre-en un pour voir ses capacités et, quand les données du jeu les donnent, son poids à l’éclosion et sa croissance selon l’âge.',
    filters: 'Trouver un pet',
    rarity: 'Rareté',
    unknownRarity: 'Rareté inconnue',
    egg: 'Œuf',
    allEggs: 'Tous les œufs',
    noEgg: 'aucun œuf de la liste n’a cet identifiant',
    sort: 'Trier par',
    sortName: 'Nom',
    sortRarity: 'Rareté',
    count_one: '{{n}} pet trouvé',
    count_many: '{{n}} de pets trouvés',
    count_other: '{{n}} pets trouvés',
    empty: 'Aucun pet ne correspond à ces filtres.',
  },
  mutations: {
    meta: {
      title: 'Mutations de Grow a Garden\u00a0: toutes les mutations avec leur multiplicateur',
      description:
        'Toutes les mutations de Grow a Garden dans une seule liste avec leur multiplicateur et leur groupe\u00a0: recherche par nom, trie par multiplicateur et ouvre la page de chacune pour savoir comment l’obtenir et en quoi elle fusionne.',
    },
    breadcrumb: 'Mutations',
    title: 'Mutations de Grow a Garden',
    intro:
      'Toutes les mutations du jeu avec leur multiplicateur. Les mutations s’additionnent\u00a0: chacune ajoute son multiplicateur moins 1 au fruit. Ouvre-en une pour voir comment l’obtenir, avec quoi elle se combine et ce qu’elle rapporte.',
    filters: 'Trouver une mutation',
    group: 'Groupe',
    allGroups: 'Tous les groupes',
    sort: 'Trier par',
    sorts: {
      name: 'Nom, de A à Z',
      '-name': 'Nom, de Z à A',
      '-multiplier': 'Multiplicateur, du plus élevé au plus bas',
      multiplier: 'Multiplicateur, du plus bas au plus élevé',
    },
    count_one: '{{n}} mutation trouvée',
    count_many: '{{n}} de mutations trouvées',
    count_other: '{{n}} mutations trouvées',
    empty: 'Aucune mutation ne correspond à ces filtres.',
    variantNote:
      '{{name}} est une variante, pas une mutation\u00a0: chaque fruit a une seule variante, dont le multiplicateur ({{multiplier}}) multiplie toute sa valeur, mutations comprises.',
  },
  mutation: {
    weathers: 'Météos qui la donnent',
    meta: {
      title: 'Mutation {{name}} dans Grow a Garden\u00a0: {{multiplier}}, comment l’obtenir et combinaisons',
      description:
        'La mutation {{name}} de Grow a Garden\u00a0: multiplicateur {{multiplier}}, elle ajoute {{adds}} au total des mutations d’un fruit. Comment l’obtenir, en quoi elle se combine et des valeurs d’exemple calculées avec la formule du jeu.',
    },
    intro:
      '{{name}} est une mutation de Grow a Garden du groupe {{group}}, avec un multiplicateur de {{multiplier}}\u00a0: elle ajoute {{adds}} au total des mutations d’un fruit.',
    facts: {
      heading: 'Fiche de la mutation',
      multiplier: 'Multiplicateur',
      adds: 'Ajout au total des mutations',
      group: 'Groupe',
      look: 'Apparence',
      lookUnknown: 'inconnue',
    },
    obtain: {
      heading: 'Comment l’obtenir',
      unknown: 'On ne sait pas encore comment un fruit obtient {{name}}\u00a0: aucune de nos sources ne le dit.',
      wayKind: '{{kind}}\u00a0:',
      confidence: 'Fiabilité de ces moyens, pris ensemble\u00a0: {{level}}.',
      notesQualify: 'Une note à côté d’un moyen le nuance.',
      inEnglish: 'en anglais\u00a0:',
      note: 'Note de recherche\u00a0:',
      noteInEnglish: 'Note de recherche (en anglais)\u00a0:',
      disputed: 'Les sources ne s’accordent pas sur la mutation que donne {{way}}\u00a0:',
      kinds: {
        weather: 'Météo',
        event: 'Événement',
        pet: 'Capacité de pet',
        gear: 'Gear',
        fusion: 'Fusion',
        admin: 'Événement d’admin',
        other: 'Autre',
      },
      other: {
        oldamber: 'L’Amber vieillit en Old Amber au bout de 24 heures.',
        ancientamber: 'L’Old Amber vieillit en Ancient Amber au bout de 48 heures.',
        friendbound: 'Avoir 5 amis sur le serveur.',
      },
    },
    rules: {
      heading: 'Chaînes et fusions',
      madeBy: 'Obtenue par fusion',
      fusesInto: 'En quoi elle fusionne',
      chains: 'Chaînes',
      none: '{{name}} ne fait partie d’aucune chaîne ni fusion\u00a0: elle s’ajoute simplement aux autres mutations du fruit.',
      unknown:
        'On ne sait pas encore comment {{name}} se combine avec les autres mutations. En attendant les sources, ce site ne la compte dans aucune chaîne ni fusion.',
    },
    conflicts: {
      heading: 'Quand elle rencontre d’autres mutations',
      intro:
        'Les règles du jeu modifient un fruit qui reçoit {{name}} en même temps que l’une de celles-ci. Quand l’une d’elles arrive sur un fruit qui a {{name}}\u00a0:',
      none: '{{name}} peut se trouver sur un fruit avec n’importe quelle autre mutation.',
      unknown:
        'On ne sait pas encore avec quelles mutations {{name}} ne peut pas partager un fruit. En attendant les sources, ce site la laisse partager un fruit avec toutes les autres.',
    },
    crops: {
      heading: 'Cultures',
      restricted: 'Les sources ne signalent {{name}} que sur ces cultures\u00a0:',
      inferred:
        'Aucune source ne cite {{crop}}\u00a0: ce site y compte aussi {{name}}, par sa propre déduction, car {{crop}} a les chiffres qu’avait {{takenFor}} avant sa refonte.',
    },
    examples: {
      heading: 'Valeurs d’exemple',
      caption: 'Un fruit Normal à son poids de base, en Sheckles',
      crop: 'Culture',
      without: 'Sans mutation',
      with: 'Avec {{name}}',
      calculator: 'Essayer {{name}} dans le calculateur',
    },
    related: 'Mutations obtenues de la même façon',
  },
};
