export default {
  meta: {
    title: 'Lista de valores de Grow a Garden: valor exacto de cada cultivo, variantes y mutaciones',
    description:
      'Los {{crops}} cultivos de Grow a Garden con su valor exacto por fruta, calculado con la fórmula del propio juego: ordena por valor, busca, filtra por rareza y mira cada cultivo en Gold, Rainbow, Frozen o con su mutación máxima.',
  },
  title: 'Lista de valores de Grow a Garden',
  intro:
    'Por cuánto se vende una fruta de cada cultivo con su peso base, calculado con la fórmula del juego. Elige una variante o mutaciones para valorar todos los cultivos con ellas, y ordena o filtra la lista.',
  fruit: {
    heading: 'Valorar todos los cultivos como',
    variant: 'Variante',
    presets: 'Opciones rápidas',
    none: 'Sin mutación',
    max: 'Mutación máxima',
    maxHint:
      'Mutación máxima valora cada cultivo con su propio mejor conjunto de mutaciones que se sabe posible, en una fruta {{variant}}: se dejan fuera las mutaciones cuyas reglas de combinación no se conocen.',
    custom: 'Del enlace: {{mutations}}',
    cropLimit:
      'Las fuentes solo registran {{mutation}} en {{crops}}; aquí se valora cada cultivo con ella, pero puede que no aparezca en los demás.',
  },
  filters: {
    label: 'Búsqueda y filtros',
  },
  count_one: '{{n}} cultivo',
  count_many: '{{n}} de cultivos',
  count_other: '{{n}} cultivos',
  empty: 'Ningún cultivo coincide con estos filtros.',
  table: {
    caption: 'Valor por fruta con el peso base, en Sheckles: {{fruit}}',
    normalColumns: 'Las columnas {{base}} y {{floor}} son las de una fruta sin variante ni mutación.',
    crop: 'Cultivo',
    value: 'Valor',
    firstSeen: 'Primera aparición',
    /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
    unknownFeminineAfter: 'firstSeen',
    scrollRegion: 'Lista de valores (se desplaza en horizontal)',
    sortedAscending: 'Ordenada por {{column}}, en orden ascendente',
    sortedDescending: 'Ordenada por {{column}}, en orden descendente',
    sortedObtainableFirst: 'Ordenada con los cultivos disponibles primero',
    sortedObtainableLast: 'Ordenada con los cultivos no disponibles primero',
  },
  fruitName: {
    normal: 'sin variante ni mutación',
    max: 'la mutación máxima de cada cultivo',
  },
  link: {
    sort: 'el orden debe ser una de las columnas de la lista, como name o value, con un signo menos delante para ver primero el mayor',
    set: 'usa set=max para valorar cada cultivo con su mutación máxima',
    maxSet: 'no se usa con set=max, que valora cada cultivo con sus propias mejores mutaciones en una fruta {{variant}}',
  },
};
