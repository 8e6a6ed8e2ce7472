export default {
  meta: {
    title: 'Calculateur d’échanges Grow a Garden\u00a0: gagnant, équitable ou perdant, avec la valeur exacte des fruits',
    description:
      'Évaluez un échange Grow a Garden\u00a0: jusqu’à 12 objets par côté, fruits évalués exactement avec la formule du jeu (poids, variante, mutations), vos propres valeurs pour les familiers, et un verdict\u00a0: gagnant, équitable ou perdant.',
  },
  title: 'Calculateur d’échanges Grow a Garden',
  intro:
    'Placez ce que vous donnez d’un côté et ce que vous recevez de l’autre. Les fruits sont évalués exactement avec la formule du jeu\u00a0; pour un familier ou tout autre objet, saisissez sa valeur.',
  petNote:
    'Ce site n’invente pas de valeur pour les familiers\u00a0: il n’existe aucune source exacte pour ces valeurs. Ajoutez un familier comme valeur saisie, au prix en Sheckles que vous accepteriez.',
  side: {
    give: 'Vous donnez',
    get: 'Vous recevez',
    empty: 'Rien pour l’instant.',
    count_one: '{{n}} objet',
    count_many: '{{n}} d’objets',
    count_other: '{{n}} objets',
    full: 'Chaque côté peut contenir au plus {{max}} objets.',
    addFruit: 'Ajouter un fruit',
    addValue: 'Saisir une valeur',
  },
  item: {
    custom: 'Valeur saisie',
    noMutation: 'sans mutation',
    quantity_one: '{{n}} fruit',
    quantity_many: '{{n}} de fruits',
    quantity_other: '{{n}} fruits',
    edit: 'Modifier',
    done: 'Terminé',
    remove: 'Retirer',
    moveTo: 'Déplacer vers «\u202f{{side}}\u202f»',
    invalid: 'Un champ contient une saisie non valide\u00a0: c’est sa dernière valeur valide qui est comptée.',
    editor: 'Objet {{position}} de «\u202f{{side}}\u202f»',
    error: 'Impossible d’évaluer cet objet.',
  },
  custom: {
    label: 'Valeur en Sheckles',
    hint: 'Un nombre entier, comme 2500000 ou 2\u202f500\u202f000.',
    errors: {
      empty: 'Indiquez ce que vaut l’objet en Sheckles.',
      notANumber: 'Ce n’est pas un nombre entier. Saisissez une valeur comme 2500000.',
      tooLarge: 'Une valeur saisie ne peut pas dépasser {{max}}.',
    },
  },
  result: {
    heading: 'Verdict',
    give: 'Vous donnez',
    get: 'Vous recevez',
    difference: 'Différence',
    noPercent: 'pas de pourcentage\u00a0: vous ne donnez rien',
  },
  band: {
    legend: 'Marge d’équité',
    option: '±{{percent}}',
    hint: 'L’écart maximal entre les deux côtés pour que l’échange soit jugé équitable.',
  },
  verdict: {
    win: 'Gagnant',
    fair: 'Équitable',
    loss: 'Perdant',
    winText: 'Vous recevez {{difference}} Sheckles de plus que vous ne donnez ({{percent}}), au-delà de la marge d’équité de {{band}}.',
    lossText: 'Vous donnez {{difference}} Sheckles de plus que vous ne recevez ({{percent}}), au-delà de la marge d’équité de {{band}}.',
    fairText: 'Les deux côtés ne s’écartent pas de plus de {{band}} l’un de l’autre.',
    freeText: 'Vous recevez {{total}} Sheckles sans rien donner.',
    emptyText: 'Ajoutez des objets des deux côtés pour évaluer un échange.',
  },
  balance: {
    label: 'Équilibre\u00a0: vous donnez {{give}}, vous recevez {{get}}',
  },
  actions: {
    swap: 'Inverser les côtés',
    clear: 'Nouvel échange',
  },
  link: {
    overLimit_one: '«\u202f{{side}}\u202f» comptait {{n}} objet de trop\u00a0; seuls les {{max}} premiers ont été conservés.',
    overLimit_many: '«\u202f{{side}}\u202f» comptait {{n}} d’objets de trop\u00a0; seuls les {{max}} premiers ont été conservés.',
    overLimit_other: '«\u202f{{side}}\u202f» comptait {{n}} objets de trop\u00a0; seuls les {{max}} premiers ont été conservés.',
    mutations: 'Objet {{position}} de «\u202f{{side}}\u202f»\u00a0: {{changes}}',
    badItem: 'n’est pas un objet que le calculateur sait lire',
    badBand: 'la marge d’équité doit être de {{bands}}',
  },
};
