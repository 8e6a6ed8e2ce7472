export default {
  meta: {
    title: 'Liste des valeurs Grow a Garden\u00a0: valeur exacte de chaque culture, variantes, mutations',
    description:
      'Les {{crops}} cultures de Grow a Garden avec leur valeur exacte par fruit, calculée avec la formule du jeu\u00a0: trie par valeur, cherche, filtre par rareté et vois chaque culture en Gold, Rainbow, Frozen ou avec sa mutation maximale.',
  },
  title: 'Liste des valeurs Grow a Garden',
  intro:
    'Le prix de vente d’un fruit de chaque culture à son poids de base, calculé avec la formule du jeu. Choisis une variante ou des mutations pour évaluer toutes les cultures avec, puis trie ou filtre la liste.',
  fruit: {
    heading: 'Évaluer toutes les cultures en',
    variant: 'Variante',
    presets: 'Choix rapides',
    none: 'Sans mutation',
    max: 'Mutation maximale',
    maxHint:
      'Mutation maximale évalue chaque culture avec la meilleure combinaison de mutations connue comme possible pour elle, sur un fruit {{variant}}\u00a0: les mutations dont on ne connaît pas les règles de combinaison sont laissées de côté.',
    custom: 'Depuis le lien\u00a0: {{mutations}}',
    cropLimit:
      'Les sources ne signalent {{mutation}} que sur {{crops}}\u00a0; ici, chaque culture est évaluée avec, mais elle n’apparaît peut-être pas sur les autres.',
  },
  filters: {
    label: 'Recherche et filtres',
  },
  count_one: '{{n}} culture',
  count_many: '{{n}} de cultures',
  count_other: '{{n}} cultures',
  empty: 'Aucune culture ne correspond à ces filtres.',
  table: {
    caption: 'Valeur par fruit au poids de base, en Sheckles\u00a0: {{fruit}}',
    normalColumns: 'Les colonnes {{base}} et {{floor}} sont celles d’un fruit sans variante ni mutation.',
    crop: 'Culture',
    value: 'Valeur',
    firstSeen: 'Apparition',
    /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
    unknownFeminineAfter: 'firstSeen',
    scrollRegion: 'Liste des valeurs (défile horizontalement)',
    sortedAscending: 'Triée par {{column}}, ordre croissant',
    sortedDescending: 'Triée par {{column}}, ordre décroissant',
    sortedObtainableFirst: 'Triée avec les cultures disponibles en premier',
    sortedObtainableLast: 'Triée avec les cultures non disponibles en premier',
  },
  fruitName: {
    normal: 'sans variante ni mutation',
    max: 'la mutation maximale de chaque culture',
  },
  link: {
    sort: 'le tri doit porter sur une colonne de la liste, comme name ou value, avec un signe moins devant pour le plus grand d’abord',
    set: 'utilise set=max pour évaluer chaque culture avec sa mutation maximale',
    maxSet: 'inutilisé avec set=max, qui évalue chaque culture avec ses propres meilleures mutations sur un fruit {{variant}}',
  },
};
