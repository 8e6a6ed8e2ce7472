export default {
  notes: 'D’après les notes de recherche\u00a0:',
  notesInEnglish: 'D’après les notes de recherche (en anglais)\u00a0:',
  stockLink: 'Comment les chances de stock sont lues, et l’horloge des restocks',
  eggs: {
    meta: {
      title: 'Œufs de Grow a Garden\u00a0: prix, temps d’éclosion et chances des pets',
      description:
        'Tous les œufs de Grow a Garden\u00a0: prix et monnaie, où les acheter, temps d’éclosion et chance de chaque pet, avec la date et la fiabilité de chaque nombre.',
    },
    title: 'Œufs de Grow a Garden',
    intro:
      'Tous les œufs des données, avec leur prix, leur temps d’éclosion et les pets qu’ils donnent. Les noms du jeu restent tels que le jeu les écrit.',
    breadcrumb: 'Œufs',
    count_one: '{{n}} œuf trouvé',
    count_many: '{{n}} d’œufs trouvés',
    count_other: '{{n}} œufs trouvés',
    empty: 'Aucun œuf ne correspond à cette recherche.',
    notEggs_one: '(et {{n}} entrée qui n’est pas un œuf)',
    notEggs_many: '(et {{n}} d’entrées qui ne sont pas des œufs)',
    notEggs_other: '(et {{n}} entrées qui ne sont pas des œufs)',
    kind: {
      chest: 'coffre Robux (paquet de graines), pas un œuf',
      internal: 'entrée interne du jeu, impossible à obtenir',
    },
    pets_one: '{{n}} pet',
    pets_many: '{{n}} de pets',
    pets_other: '{{n}} pets',
    petsUnknown: 'pets inconnus',
    hatchTimeUnknown: 'temps d’éclosion inconnu',
    priceAsOf: '(prix du {{date}})',
  },
  egg: {
    meta: {
      titleChest: '{{name}} dans Grow a Garden\u00a0: un coffre Robux, pas un œuf',
      titleInternal: '{{name}} dans Grow a Garden\u00a0: une entrée interne qu’aucun joueur ne peut obtenir',
      title: '{{name}} dans Grow a Garden\u00a0: chances des pets, prix et temps d’éclosion',
      description:
        '{{name}} dans Grow a Garden\u00a0: son prix, sa provenance, son temps d’éclosion, la chance de chaque pet et les Sheckles qu’il faut en moyenne pour en obtenir un.',
    },
    intro: '{{name}}\u00a0: ce que disent les données sur son prix, sa provenance, son temps d’éclosion et les pets qu’il donne.',
    introChest:
      '{{name}} n’est pas un œuf\u00a0: les données le listent avec les œufs premium, mais c’est un coffre Robux (un paquet de graines). Voici ce que disent les données\u00a0: son prix et quand il était en vente.',
    introInternal:
      '{{name}} est une entrée de test interne des données d’œufs du jeu\u00a0: aucun joueur ne peut l’obtenir. Voici ce que disent les données.',
    facts: {
      heading: 'Fiche de l’œuf',
      headingChest: 'Fiche du coffre',
      price: 'Prix',
      robux: 'Prix d’achat immédiat',
      soldIn: 'Vendu dans',
      availability: 'Disponibilité',
      obtain: 'Comment l’obtenir',
      hatchTime: 'Temps d’éclosion',
      stockChance: 'StockChance du Pet Egg Shop (jeu)',
      stockChanceNote: 'On ne sait pas comment la boutique d’œufs lit ce nombre.',
      data: 'Données',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: 'availability',
    },
    hatches: {
      heading: 'Pets qu’il donne',
      caption: '{{name}}\u00a0: la chance de chaque pet et les Sheckles dépensés en moyenne pour l’obtenir (prix ÷ chance).',
      captionChances: '{{name}}\u00a0: la chance de chaque pet.',
      priceAsOf: 'Prix du {{date}}.',
      pet: 'Pet',
      chance: 'Chance',
      sheckles: 'Sheckles en moyenne pour l’obtenir',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: 'chance',
      none: 'Les données ne disent pas quels pets sortent de cet œuf.',
      shecklesOnly:
        'Les Sheckles en moyenne pour obtenir chaque pet ne sont calculés que pour un œuf vendu en Sheckles dont les chances sont connues.',
      shecklesUnknown:
        'Les Sheckles dépensés en moyenne pour obtenir chaque pet de cet œuf ne sont pas connus\u00a0: ils ne sont calculés que pour un œuf vendu en Sheckles dont les chances sont connues.',
      eggsInside: 'Au lieu d’un pet, il peut aussi donner un autre œuf\u00a0:',
    },
  },
  gear: {
    meta: {
      title: 'Gears de Grow a Garden\u00a0: prix, rareté et chance de stock de chaque gear',
      description:
        'Tous les gears de Grow a Garden\u00a0: prix, monnaie, rareté, s’ils sont encore vendus, leur effet quand il est connu et leur chance de stock au Gear Shop.',
    },
    title: 'Gears de Grow a Garden',
    intro:
      'Tous les gears des données, avec leur prix, leur rareté et l’endroit où ils sont vendus. Les noms du jeu restent tels que le jeu les écrit.',
    breadcrumb: 'Gears',
    count_one: '{{n}} gear trouvé',
    count_many: '{{n}} de gears trouvés',
    count_other: '{{n}} gears trouvés',
    empty: 'Aucun gear ne correspond à cette recherche.',
    filters: 'Trouver un gear',
    allSales: 'Tous les gears',
    sale: {
      'gear-shop': 'Gear Shop',
      event: 'Boutique d’événement, pendant l’événement',
      merchant: 'Traveling Merchant, quand il passe',
      'pet-shop': 'Pet Egg Shop, onglet gear',
      'pet-shop-tier-2-2026': 'Pet Egg Shop, onglet Tier 2 (dans les données les plus récentes du jeu)',
      'not-sold': 'N’est vendu dans aucune boutique des données',
      unknown: 'Inconnu',
    },
    saleUnknownShort: 'lieu de vente inconnu',
  },
  gearPage: {
    meta: {
      title: '{{name}} dans Grow a Garden\u00a0: prix, chance de stock et effet',
      description:
        '{{name}} dans Grow a Garden\u00a0: son prix, sa rareté, s’il est encore vendu, son effet et sa chance d’être dans un restock.',
    },
    intro:
      '{{name}}\u00a0: ce que disent les données sur son prix, sa rareté, l’endroit où il est vendu et, quand c’est connu, son effet et sa fréquence en stock.',
    reading: {
      oneInN:
        'Le nombre N du jeu se lit comme 1 chance sur N à chaque restock, comme les joueurs lisent celui du Seed Shop\u00a0; aucune source ne le vérifie pour cette boutique (fiabilité\u00a0: {{confidence}}).',
      unknown: 'On ne sait pas comment cette boutique tire son stock\u00a0: le nombre du jeu est montré tel quel, sans chance calculée.',
      noShop: 'Aucune boutique des données ne le vend, donc aucune chance n’est calculée\u00a0: le nombre du jeu est montré tel quel.',
    },
    facts: {
      reading: 'Lecture de la chance',
      heading: 'Fiche du gear',
      rarity: 'Rareté',
      price: 'Prix',
      robux: 'Prix d’achat immédiat',
      sale: 'Où il est vendu',
      effect: 'Ce qu’il fait',
      stockChance: 'StockChance (jeu)',
      amount: 'Quantité par restock',
      perRestock: 'Chance par restock',
      withinHour: 'Chance dans l’heure',
      wait: 'Attente moyenne',
      data: 'Données',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: 'rarity amount perRestock withinHour wait',
    },
    soldAtEvent: 'La boutique de l’événement {{event}} ({{date}}).',
    soldAtEventUndated: 'La boutique de l’événement {{event}}.',
    soldByMerchant: '{{merchant}}.',
    olderCopy: {
      'pet-shop': 'Dans une copie plus ancienne des données du jeu\u00a0: l’onglet gear.',
      'not-sold': 'Dans une copie plus ancienne des données du jeu\u00a0: caché de toutes les boutiques.',
    },
  },
  weather: {
    meta: {
      title: 'Météos de Grow a Garden\u00a0: chaque météo et les mutations qu’elle donne',
      description:
        'Toutes les météos et tous les événements serveur de Grow a Garden avec les mutations qu’ils donnent à tes cultures, un lien vers chaque mutation et la fiabilité de chacune.',
    },
    title: 'Météos et événements de Grow a Garden',
    intro:
      'Toutes les météos et tous les événements serveur des données, avec les mutations qu’ils donnent à un fruit. Le serveur les lance\u00a0: aucun site ne peut dire quand viendra le prochain.',
    breadcrumb: 'Météo',
    count_one: '{{n}} météo trouvée',
    count_many: '{{n}} de météos trouvées',
    count_other: '{{n}} météos trouvées',
    empty: 'Aucune météo ne correspond à cette recherche.',
    caption: 'Météos et événements serveur avec les mutations qu’ils donnent',
    scrolls: 'Météos (défile horizontalement)',
    name: 'Météo',
    kind: 'Type',
    kinds: {
      natural: 'Naturelle',
      'natural-lunar': 'Naturelle (lunaire)',
      'natural-or-event': 'Naturelle ou événement',
      event: 'Événement',
      'event-or-admin': 'Événement ou admin',
      'not-known': 'Inconnue',
    },
    mutations: 'Mutations (fiabilité)',
    noMutation: 'Aucune connue',
    notes: {
      effects: 'Ce qu’elle fait\u00a0:',
      duration: 'Durée\u00a0:',
      frequency: 'Fréquence\u00a0:',
      timingSure: 'Fiabilité des durées et fréquences\u00a0: {{level}}',
    },
    data: 'Notes et données',
  },
};
