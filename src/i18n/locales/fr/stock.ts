export default {
  meta: {
    title: 'Minuteur de stock Grow a Garden\u00a0: prochain restock Seed, Gear et Egg Shop',
    description:
      'Minuteur de restock Grow a Garden\u00a0: comptes à rebours en direct jusqu’au prochain restock du Seed Shop, du Gear Shop et du Pet Egg Shop à ton heure locale, avec le prix et la chance de stock de chaque graine.',
  },
  title: 'Stock et minuteur de restock de Grow a Garden',
  intro:
    'Quand chaque boutique se réapprovisionne, avec un compte à rebours à ton heure, et la chance qu’une graine, un gear ou un œuf soit dans un restock. Le contenu du stock en direct n’est pas affiché\u00a0: il faudrait pour cela accéder au serveur du jeu.',
  startsWithScript: 'Le compte à rebours démarre une fois la page chargée.',
  nextIn: 'Prochain restock dans',
  nextResetIn: 'Prochain reset dans',
  at: 'à {{time}}',
  atOnDay: '{{day}} à {{time}}',
  dayTime: '{{day}} à {{time}}',
  later: 'Puis\u00a0:',
  sure: 'Fiabilité de l’intervalle\u00a0: {{interval}}\u00a0; {{what}}\u00a0: {{alignment}}.',
  sureOf: {
    timing: 'de l’horaire',
    serverDecides: 'du choix du moment par le serveur',
  },
  rule: {
    every:
      'Restock à intervalles de {{interval}}, au même instant sur tous les serveurs\u00a0: dès que l’heure UTC est un multiple exact de {{interval}}.',
    everyDisputed: 'Selon la plupart des sources, l’intervalle est de {{interval}}.',
    daily: 'Chaque jour à {{time}} UTC, sur tous les serveurs à la fois.',
    dailyMidnight: 'Chaque jour à minuit UTC, sur tous les serveurs à la fois.',
    none: 'Pas d’horloge fixe.',
  },
  clocks: {
    heading: 'Horloges de restock',
    how: 'Le jeu compte jusqu’au prochain multiple exact de l’intervalle de la boutique en temps Unix (UTC)\u00a0: tous les serveurs se réapprovisionnent au même instant, quel que soit ton fuseau horaire. La page calcule chaque compte à rebours avec l’horloge de ton appareil.',
    noCountdown: 'Sans compte à rebours',
  },
  eventOver: 'Seulement pendant son événement, du {{start}} au {{end}}\u00a0: l’événement est terminé, donc pas de compte à rebours.',
  shops: {
    seed: {
      note: 'D’après le code du jeu\u00a0: la boutique se réapprovisionne toutes les {{interval}}, aux repères {{first}}, {{second}}, {{third}}…',
    },
    gear: {
      note: 'D’après le code du jeu\u00a0: la même horloge que le Seed Shop, avec un intervalle de {{interval}}.',
    },
    egg: {
      note: 'Le jeu compte de la même façon, mais l’intervalle de {{interval}} vient de guides et de macros de fans, pas des fichiers du jeu.',
    },
    cosmetic: {
      note: 'Les sources ne s’accordent pas sur l’intervalle (4 heures, 4 heures décalées d’une heure, ou 3 heures)\u00a0: pas de compte à rebours.',
    },
    'seed-tier-2': {
      name: 'Seed Shop, onglet Tier 2 (Garden Coins)',
      note: 'L’intervalle d’une heure est dans les fichiers du jeu\u00a0; qu’il tombe à l’heure pile (UTC) est probable, pas confirmé.',
    },
    'daily-deals': {
      name: 'Seed Shop, onglet Daily Deals',
      note: 'L’intervalle d’un jour est dans les fichiers du jeu\u00a0; qu’il tombe à minuit UTC est probable, pas confirmé.',
    },
    'traveling-merchant': {
      note: 'Le serveur choisit quand un marchand arrive et le dit aux joueurs dans le jeu\u00a0: aucun site ne peut faire de compte à rebours.',
    },
    'event-shops': {
      name: 'Boutiques d’événement',
      note: 'Chaque événement se réapprovisionne à sa façon (certains quand les joueurs le déclenchent)\u00a0; aucune source ne donne d’horloge.',
    },
    'bee-egg-shop': {
      name: 'Boutique d’œufs d’abeille',
      note: 'Le jeu compte de la même façon, mais aucune source ne donne son intervalle.',
    },
    'daily-quests': {
      name: 'Quêtes quotidiennes',
      note: 'L’heure de réinitialisation des quêtes vient du code du jeu.',
    },
    'zen-quests': {
      name: 'Quêtes Zen (événement)',
      note: 'D’après le code du jeu\u00a0: les quêtes se réinitialisent sur cette horloge seulement pendant l’événement Zen.',
    },
    weather: {
      name: 'Météo',
      note: 'Le serveur lance chaque météo et dit aux joueurs combien de temps elle dure\u00a0: aucun site ne peut faire de compte à rebours.',
    },
  },
  alert: {
    button: 'Préviens-moi au prochain restock',
    asking: 'On demande à ton navigateur si cette page peut afficher des notifications…',
    granted: 'Tu entendras un son et recevras une notification {{when}}, tant que cette page est ouverte.',
    denied:
      'Les notifications sont désactivées pour ce site\u00a0: tu entendras seulement un son {{when}}, tant que cette page est ouverte.',
    unsupported:
      'Ce navigateur ne peut pas afficher de notifications\u00a0: tu entendras seulement un son {{when}}, tant que cette page est ouverte.',
    rang: 'La boutique s’est réapprovisionnée.',
    cancelled: 'Alerte annulée.',
    notShown: 'La boutique s’est réapprovisionnée, mais ce navigateur n’a pas voulu afficher la notification.',
    title: 'Restock\u00a0: {{shop}}',
    body: 'Le restock de {{time}} est arrivé.',
    resetButton: 'Préviens-moi au prochain reset',
    resetRang: 'Les quêtes ont été réinitialisées.',
    resetNotShown: 'Les quêtes ont été réinitialisées, mais ce navigateur n’a pas voulu afficher la notification.',
    resetTitle: 'Reset\u00a0: {{shop}}',
    resetBody: 'Le reset de {{time}} est arrivé.',
  },
  odds: {
    heading: 'Chances de stock',
    formula:
      'La chance qu’un objet soit dans au moins un de n restocks est 1 − (1 − p)ⁿ, où p est sa chance à un restock\u00a0; l’attente moyenne est de 1 ÷ p restocks. Les deux supposent que chaque restock est tiré indépendamment des autres.',
    seeds: 'Graines du Seed Shop (onglet principal)\u00a0: prix, quantité, le champ StockChance du jeu et ce qu’il donne',
    seedsTier2: 'Graines du Seed Shop (onglet Tier 2, Garden Coins)\u00a0: prix, quantité, le champ StockChance du jeu et ce qu’il donne',
    gear: 'Gears du Gear Shop, du moins cher au plus cher\u00a0: prix, quantité, le champ StockChance du jeu et ce qu’il donne',
    eggs: 'Œufs du Pet Egg Shop\u00a0: prix et le champ StockChance du jeu',
  },
  reading: {
    oneInN:
      'Le jeu donne à chaque objet un nombre entier N, plus grand pour les objets plus rares. Il est lu ici comme une chance de 1 sur N à chaque restock (fiabilité de cette lecture\u00a0: {{confidence}}).',
    unknown:
      'Le nombre du jeu est affiché tel quel\u00a0: on ne sait pas comment la boutique tire son stock, donc aucune chance n’est calculée.',
    basis: {
      seed: 'Une liste de fans donne exactement les nombres du jeu comme des chances de «\u202f1 sur N\u202f»\u00a0; le code serveur qui tire le stock n’est dans aucune copie.',
      'seed-tier-2':
        'L’onglet Tier 2 a le même champ que l’onglet principal et se lit de la même façon, mais aucune source ne le vérifie là.',
      gear: 'Le Gear Shop a le même champ et se lit de la même façon, mais aucune source ne le vérifie.',
      egg: 'Les fans rapportent {{rates}} par restock, ce qui ne correspond pas à 1 chance sur N avec les nombres du jeu\u00a0: la boutique remplit sans doute plusieurs emplacements.',
    },
    rate: '{{egg}} à {{percent}}',
  },
  table: {
    item: 'Objet',
    rarity: 'Rareté',
    price: 'Prix',
    amount: 'Quantité par restock',
    field: 'StockChance (jeu)',
    perRestock: 'Chance par restock',
    withinHour: 'Chance dans l’heure',
    wait: 'Attente moyenne',
    data: 'Données',
    otherRows: 'Lignes dont la colonne {{column}} est vide\u00a0:',
    leftOut_one: 'Colonne masquée, car inconnue pour chaque objet de ce tableau\u00a0: {{columns}}.',
    leftOut_many: 'Colonnes masquées, car inconnues pour chaque objet de ce tableau\u00a0: {{columns}}.',
    leftOut_other: 'Colonnes masquées, car inconnues pour chaque objet de ce tableau\u00a0: {{columns}}.',
    nameOnly_one: 'Une autre graine n’est connue que par son nom\u00a0: des listes de la communauté la placent dans cette boutique.',
    nameOnly_many:
      '{{n}} autres graines ne sont connues que par leur nom\u00a0: des listes de la communauté les placent dans cette boutique.',
    nameOnly_other:
      '{{n}} autres graines ne sont connues que par leur nom\u00a0: des listes de la communauté les placent dans cette boutique.',
    /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
    unknownFeminineAfter: 'rarity amount perRestock withinHour wait',
  },
  links: {
    eggs: 'Tous les œufs',
    gear: 'Tous les gears',
    weather: 'Météos et mutations',
  },
};
