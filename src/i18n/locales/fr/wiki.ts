export default {
  moonMango: {
    meta: {
      title: 'Moon Mango dans Grow a Garden : valeur, poids, mutations et comment l’obtenir',
      description:
        'Tout sur le Moon Mango de Grow a Garden : comment on l’obtenait, comment il pousse, combien il se vend et comment les mutations changent sa valeur.',
    },
    title: 'Moon Mango (mangue lunaire)',
    article: {
      whatTitle: 'Qu’est-ce que le Moon Mango ?',
      what: 'Le Moon Mango est un arbre fruitier de rareté mythique. Sa graine était vendue dans la Twilight Shop, une boutique d’événement, à côté de la Celestiberry. C’est l’une des plantes les plus rares du jeu, car plus personne ne peut l’acheter.',
      obtainTitle: 'Comment l’obtenait-on ?',
      obtain:
        'Tant que la Twilight Shop était ouverte, une graine coûtait {{sheckles}} ou {{robux}} Robux, avec un stock de {{stock}} seulement à la fois. La boutique a fermé avec son événement : le Moon Mango ne peut plus être obtenu, et seuls les joueurs qui en ont planté un à l’époque l’ont encore.',
      growTitle: 'Comment pousse-t-il ?',
      grow: 'C’est une plante à récoltes multiples : une fois l’arbre adulte, il continue de porter des fruits, et l’on cueille des Moon Mangos encore et encore sans replanter. Chaque fruit tire son propre poids, jamais sous {{minWeight}}, et environ 1 sur {{hugeOneIn}} sort Huge, plusieurs fois plus lourd que d’habitude.',
      worthTitle: 'Combien vaut-il ?',
      worth:
        'Un Moon Mango de {{baseWeight}} se vend {{baseValue}}. Les fruits plus légers ne passent jamais sous le prix plancher : jusqu’à {{floorWeight}}, ils valent encore {{floorValue}}. Au-delà, la valeur suit le carré du poids : un fruit deux fois plus lourd vaut quatre fois plus.',
      variants: 'Les variantes multiplient tout le prix : un Moon Mango Gold du même poids vaut {{gold}}, et un Rainbow {{rainbow}}.',
      mutations:
        'Les mutations s’additionnent au lieu de se multiplier entre elles : Shocked ({{shocked}}) et Frozen ({{frozen}}) ensemble donnent {{both}}, pas leur produit. Un Moon Mango Rainbow Frozen au poids de base vaut {{rainbowFrozen}} ; le tableau ci-dessous montre d’autres combinaisons.',
      tipsTitle: 'Conseils',
      tipKeep:
        'Ne retirez jamais l’arbre : il ne peut pas être racheté, et chaque récolte est une nouvelle chance d’obtenir un fruit Gold, Rainbow ou Huge.',
      tipFrozen: 'Wet et Chilled sur le même fruit fusionnent en Frozen ({{frozen}}), qui vaut bien plus que les deux séparément.',
      tipCheck:
        'Avant de vendre ou d’échanger un Moon Mango, saisissez son poids, sa variante et toutes ses mutations dans le calculateur.',
    },
  },
  crop: {
    removed:
      'Absent des fichiers du jeu depuis le {{date}}. Cette page reste en ligne pour que vous puissiez estimer un {{name}} que vous possédez encore.',
    changes: {
      heading: 'Modifications dans les fichiers du jeu',
      added: '{{date}} : apparaît pour la première fois dans les fichiers du jeu, avec {{after}}.',
      changed: '{{date}} : passe de {{before}} à {{after}}.',
      removed: '{{date}} : disparaît des fichiers du jeu.',
      all: 'Toutes les modifications des données du jeu',
    },
  },
  page: {
    meta: {
      title: '{{name}} dans Grow a Garden : valeur, poids et mutations',
      description:
        '{{name}} dans Grow a Garden : vaut {{value}} à {{weight}}, {{gold}} en Gold et {{rainbow}} en Rainbow. Rareté, prix de la graine, poids et effet des mutations sur sa valeur.',
    },
    breadcrumb: 'Fil d’Ariane',
    intro: {
      tier: '{{name}} est une culture de Grow a Garden de rang {{tier}}.',
      noTier: '{{name}} est une culture de Grow a Garden dont la rareté n’est pas connue.',
      category: 'Elle figure dans la catégorie « {{category}} ».',
      multi: 'C’est une plante à récoltes multiples, qui continue de produire des fruits après chaque récolte.',
      single: 'C’est une plante à récolte unique : la récolter la fait disparaître.',
      seedPrice: 'Une graine coûte {{price}}.',
      obtainable: 'Elle peut être obtenue dans le jeu en ce moment.',
      notObtainable: 'Elle ne peut plus être obtenue.',
      value: 'À son poids de base de {{weight}}, un fruit se vend {{normal}}, un Gold {{gold}} et un Rainbow {{rainbow}}.',
      valueAtUnknownWeight:
        'Son poids n’est pas encore connu : il est estimé à son poids de base. Un fruit se vend {{normal}}, un Gold {{gold}} et un Rainbow {{rainbow}}.',
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
    multiplier: 'Multiplicateur de mutations',
    none: 'Aucune',
    maxSet_one: 'Ensemble maximal ({{n}} mutation)',
    maxSet_many: 'Ensemble maximal ({{n}} de mutations)',
    maxSet_other: 'Ensemble maximal ({{n}} mutations)',
    maxSetList: 'Mutations de l’ensemble maximal',
    hint: 'Choisissez une valeur pour ouvrir ce fruit dans le calculateur.',
  },
  related: {
    title: 'Cultures liées',
  },
  index: {
    meta: {
      title: 'Wiki des cultures de Grow a Garden : toutes les cultures avec valeurs, raretés et poids',
      description:
        'Parcourez toutes les cultures de Grow a Garden par nom, rareté et catégorie, avec leurs valeurs et poids de base, et ouvrez la page de chacune avec son tableau de valeurs et ses mutations.',
    },
    title: 'Wiki des cultures de Grow a Garden',
    intro:
      'Toutes les cultures du jeu avec leur rareté, leur provenance et leur valeur de base. Ouvrez-en une pour voir ses poids, un tableau de valeurs avec mutations et les cultures liées.',
    filters: 'Trouver une culture',
    count_one: '{{n}} culture trouvée',
    count_many: '{{n}} de cultures trouvées',
    count_other: '{{n}} cultures trouvées',
    empty: 'Aucune culture ne correspond à ces filtres.',
    petsLink: 'Tous les familiers du jeu',
    mutationsLink: 'Toutes les mutations du jeu',
  },
  pet: {
    meta: {
      title: '{{name}} dans Grow a Garden : rareté, œufs, poids à l’éclosion et croissance',
      description:
        '{{name}} dans Grow a Garden : sa rareté, les œufs dont il peut sortir et avec quelle probabilité, son poids à l’éclosion et son poids à chaque âge, calculés avec la formule du jeu.',
    },
    breadcrumb: 'Familiers',
    intro: '{{name}} est un familier {{rarity}} de Grow a Garden.',
    introUnknown: '{{name}} est un familier de Grow a Garden.',
    nameOnly:
      'Pour l’instant, seul le nom de ce familier est connu : sa rareté, ses œufs et ses capacités ne figurent pas encore dans les données du jeu dont nous disposons.',
    facts: {
      heading: 'Fiche du familier',
      rarity: 'Rareté',
      eggs: 'Œufs',
      eggChance: '{{egg}} : {{chance}}',
      eggChanceUnknown: '{{egg}} : probabilité inconnue',
      abilities: 'Capacités',
      grows: 'Grandit avec l’âge',
      growsYes: 'Oui',
      growsNo: 'Non : il prend du poids en mangeant',
      sellPrice: 'Prix de vente de base',
      sure: 'Fiabilité des sources',
      sources: 'Sources',
    },
    sourceKind: {
      game: 'copies des fichiers du jeu',
      script: 'scripts communautaires qui lisent le jeu',
      fan: 'une base de données de familiers faite par des fans',
      page: 'guides en ligne',
      other: 'autres témoignages',
    },
    hatch: {
      heading: 'Poids à l’éclosion',
      text: 'Chaque œuf fait éclore un familier d’un poids de base compris entre {{baseMin}} et {{baseMax}}, soit {{min}} à {{max}} affichés par le jeu à l’âge 1. Une éclosion sur {{oneIn}} est énorme, avec un poids plus élevé.',
    },
    growth: {
      age: 'Âge',
      heading: 'Poids selon l’âge',
      caption: 'Poids de {{name}} selon l’âge, pour une éclosion normale légère, moyenne et lourde',
      light: 'Éclosion légère',
      typical: 'Éclosion moyenne',
      heavy: 'Éclosion lourde',
      noGrowth: '{{name}} ne grandit pas avec l’âge : il prend du poids en mangeant, donc son âge ne permet pas de connaître son poids.',
      calculator: 'Calculer le poids de votre {{name}}',
    },
    related: 'Familiers associés',
  },
  pets: {
    meta: {
      title: 'Familiers de Grow a Garden : tous les familiers avec leur rareté et leurs œufs',
      description:
        'Tous les familiers de Grow a Garden dans une seule liste : recherchez par nom, filtrez par rareté et par œuf, et ouvrez la page de chacun avec son poids à l’éclosion et sa croissance selon l’âge.',
    },
    title: 'Familiers de Grow a Garden',
    intro:
      'Tous les familiers du jeu avec leur rareté et les œufs dont ils sortent. Ouvrez-en un pour voir son poids à l’éclosion, sa croissance selon l’âge et ses capacités.',
    filters: 'Trouver un familier',
    rarity: 'Rareté',
    allRarities: 'Toutes les raretés',
    unknownRarity: 'Rareté inconnue',
    egg: 'Œuf',
    allEggs: 'Tous les œufs',
    sort: 'Trier par',
    sortName: 'Nom',
    sortRarity: 'Rareté',
    count_one: '{{n}} familier trouvé',
    count_many: '{{n}} de familiers trouvés',
    count_other: '{{n}} familiers trouvés',
    empty: 'Aucun familier ne correspond à ces filtres.',
  },
  mutations: {
    meta: {
      title: 'Mutations de Grow a Garden : toutes les mutations avec leur multiplicateur',
      description:
        'Toutes les mutations de Grow a Garden dans une seule liste avec leur multiplicateur et leur groupe : recherchez par nom, triez par multiplicateur et ouvrez la page de chacune pour savoir comment l’obtenir et en quoi elle fusionne.',
    },
    breadcrumb: 'Mutations',
    title: 'Mutations de Grow a Garden',
    intro:
      'Toutes les mutations du jeu avec leur multiplicateur. Les mutations s’additionnent : chacune ajoute son multiplicateur moins 1 au fruit. Ouvrez-en une pour voir comment l’obtenir, avec quoi elle se combine et ce qu’elle rapporte.',
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
  },
  mutation: {
    meta: {
      title: 'Mutation {{name}} dans Grow a Garden : {{multiplier}}, comment l’obtenir et combinaisons',
      description:
        'La mutation {{name}} de Grow a Garden : multiplicateur {{multiplier}}, elle ajoute {{adds}} au total des mutations d’un fruit. Comment l’obtenir, en quoi elle se combine et des valeurs d’exemple calculées avec la formule du jeu.',
    },
    intro:
      '{{name}} est une mutation de Grow a Garden du groupe {{group}}, avec un multiplicateur de {{multiplier}} : elle ajoute {{adds}} au total des mutations d’un fruit.',
    facts: {
      heading: 'Fiche de la mutation',
      multiplier: 'Multiplicateur',
      adds: 'Ajout au total des mutations',
      group: 'Groupe',
    },
    obtain: {
      heading: 'Comment l’obtenir',
      unknown: 'On ne sait pas encore comment un fruit obtient {{name}} : aucune de nos sources ne le dit.',
      way: '{{kind}} : {{name}}',
      kinds: {
        weather: 'Météo',
        event: 'Événement',
        pet: 'Capacité de familier',
        gear: 'Équipement',
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
      none: '{{name}} ne fait partie d’aucune chaîne ni fusion : elle s’ajoute simplement aux autres mutations du fruit.',
      unknown:
        'On ne sait pas encore comment {{name}} se combine avec les autres mutations. En attendant les sources, ce site ne la compte dans aucune chaîne ni fusion.',
    },
    conflicts: {
      heading: 'Incompatible avec',
      intro: 'Un fruit ne peut pas avoir {{name}} en même temps que celles-ci. Quand l’une d’elles arrive sur un fruit qui a {{name}} :',
      none: '{{name}} peut se trouver sur un fruit avec n’importe quelle autre mutation.',
      unknown:
        'On ne sait pas encore avec quelles mutations {{name}} ne peut pas partager un fruit. En attendant les sources, ce site la laisse partager un fruit avec toutes les autres.',
    },
    crops: {
      heading: 'Cultures',
      restricted: 'Les sources ne signalent {{name}} que sur ces cultures :',
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
