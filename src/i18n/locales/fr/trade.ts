export default {
  meta: {
    title: 'Calculateur d’échanges Grow a Garden\u00a0: gagnant ou perdant\u202f? Valeurs exactes',
    description:
      'Évalue un échange Grow a Garden\u00a0: jusqu’à 12 objets par côté, fruits évalués exactement avec la formule du jeu (poids, variante, mutations), tes propres valeurs pour les pets, et un verdict\u00a0: gagnant, équitable ou perdant.',
  },
  title: 'Calculateur d’échanges Grow a Garden',
  intro:
    'Place ce que tu donnes d’un côté et ce que tu reçois de l’autre. Les fruits sont évalués exactement avec la formule du jeu\u00a0; pour un pet ou tout autre objet, saisis sa valeur.',
  petNote:
    'Ce site n’invente pas de valeur pour les pets\u00a0: il n’existe aucune source exacte pour ces valeurs. Ajoute un pet comme valeur saisie, au prix en Sheckles que tu accepterais.',
  side: {
    give: 'Tu donnes',
    get: 'Tu reçois',
    empty: 'Rien pour l’instant.',
    count_one: '{{n}} objet',
    count_many: '{{n}} d’objets',
    count_other: '{{n}} objets',
    full: 'Chaque côté peut contenir au plus {{max}} objets.',
    addFruit: 'Ajouter un fruit',
    addValue: 'Saisir une valeur',
    loading: 'Chargement…',
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
    hint: 'Un nombre entier, comme {{plain}}, {{grouped}} ou {{shortened}}.',
    errors: {
      empty: 'Indique ce que vaut l’objet en Sheckles.',
      notANumber: 'Ce n’est pas un nombre entier. Saisis une valeur comme 2500000.',
      tooLarge: 'Une valeur saisie ne peut pas dépasser {{max}}.',
      negative: 'Une valeur ne peut pas être inférieure à 0.',
    },
  },
  result: {
    heading: 'Verdict',
    give: 'Tu donnes',
    get: 'Tu reçois',
    difference: 'Différence',
    noPercent: 'pas de pourcentage\u00a0: tu ne donnes rien',
    noPercentGet: 'pas de pourcentage\u00a0: tu ne reçois rien',
    stale_one: '{{n}} objet a un champ avec une saisie non valide\u00a0: le verdict et les totaux comptent sa dernière valeur valide.',
    stale_many:
      '{{n}} d’objets ont un champ avec une saisie non valide\u00a0: le verdict et les totaux comptent leurs dernières valeurs valides.',
    stale_other:
      '{{n}} objets ont un champ avec une saisie non valide\u00a0: le verdict et les totaux comptent leurs dernières valeurs valides.',
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
    winText: 'Tu reçois {{difference}} Sheckles de plus que tu ne donnes ({{percent}}), au-delà de la marge d’équité de {{band}}.',
    lossText: 'Tu donnes {{difference}} Sheckles de plus que tu ne reçois ({{percent}}), au-delà de la marge d’équité de {{band}}.',
    fairText: 'Les deux côtés ne s’écartent pas de plus de {{band}} l’un de l’autre.',
    freeText: 'Tu reçois {{total}} Sheckles sans rien donner.',
    giveAwayText: 'Tu donnes {{total}} Sheckles sans rien recevoir.',
    emptyText: 'Ajoute des objets des deux côtés pour évaluer un échange.',
    addGetText: 'Tu donnes {{total}} Sheckles. Ajoute ce que tu reçois pour voir si l’échange est équitable.',
    addGiveText: 'Tu reçois {{total}} Sheckles. Ajoute ce que tu donnes pour voir si l’échange est équitable.',
    nothingText: 'Les deux côtés valent {{total}} Sheckles.',
  },
  balance: {
    label: 'Équilibre\u00a0: tu donnes {{give}}, tu reçois {{get}}',
    under: 'moins de {{percent}}',
    over: 'plus de {{percent}}',
  },
  actions: {
    swap: 'Inverser les côtés',
    clear: 'Nouvel échange',
  },
  arrival: {
    addedToLast_one: 'Ajouté à ton dernier échange\u00a0: {{fruit}}. Cet échange contenait déjà {{n}}\u00a0objet.',
    addedToLast_many: 'Ajouté à ton dernier échange\u00a0: {{fruit}}. Cet échange contenait déjà {{n}}\u00a0d’objets.',
    addedToLast_other: 'Ajouté à ton dernier échange\u00a0: {{fruit}}. Cet échange contenait déjà {{n}}\u00a0objets.',
    addedToNew: 'Ajouté à un nouvel échange\u00a0: {{fruit}}.',
    keepOnly: 'Nouvel échange avec seulement {{fruit}}',
  },
  link: {
    overLimit_one: '«\u202f{{side}}\u202f» comptait {{n}} objet de trop\u00a0; seuls les {{max}} premiers ont été conservés.',
    overLimit_many: '«\u202f{{side}}\u202f» comptait {{n}} d’objets de trop\u00a0; seuls les {{max}} premiers ont été conservés.',
    overLimit_other: '«\u202f{{side}}\u202f» comptait {{n}} objets de trop\u00a0; seuls les {{max}} premiers ont été conservés.',
    mutations: 'Objet {{position}} de «\u202f{{side}}\u202f»\u00a0: {{changes}}.',
    badItem: 'n’est pas un objet que le calculateur sait lire',
    badMutation: 'n’est pas une mutation que le calculateur connaît\u00a0; le fruit a été conservé sans elle',
    badBand: 'la marge d’équité doit être de {{bands}}',
    shape:
      'n’est pas un objet\u00a0: un fruit s’écrit {{fruit}} (culture, poids, variante, mutations, nombre de fruits), une valeur saisie {{typed}}',
    unweighedWeight:
      'aucune source ne donne encore le poids de cette culture, donc elle est estimée à son poids de base et le poids doit être laissé vide',
    typedDigits:
      'une valeur saisie doit être un nombre entier de Sheckles écrit uniquement en chiffres, comme {{example}}\u00a0: sans point, lettre ni signe',
    typedMax: 'une valeur saisie ne peut pas dépasser {{max}}\u00a0Sheckles',
  },
};
