export default {
  meta: {
    title: 'Lista de valores do Grow a Garden: valor exato de cada planta, com variantes e mutações',
    description:
      'As {{crops}} plantas do Grow a Garden com o valor exato por fruta, calculado com a fórmula do próprio jogo: ordene por valor, busque, filtre por raridade e veja cada planta como Gold, Rainbow, Frozen ou com a mutação máxima.',
  },
  title: 'Lista de valores do Grow a Garden',
  intro:
    'Por quanto vende uma fruta de cada planta no peso base, calculado com a fórmula do jogo. Escolha uma variante ou mutações para ver o valor de todas as plantas com elas, e ordene ou filtre a lista.',
  fruit: {
    heading: 'Ver o valor de todas as plantas como',
    variant: 'Variante',
    presets: 'Escolhas rápidas',
    none: 'Sem mutação',
    max: 'Mutação máxima',
    maxHint:
      'Mutação máxima calcula cada planta com o melhor conjunto de mutações dela que se sabe ser válido, numa fruta {{variant}}: ficam de fora as mutações cujas regras de combinação não são conhecidas.',
    custom: 'Do link: {{mutations}}',
    cropLimit:
      'As fontes registram {{mutation}} apenas em {{crops}}; aqui toda planta é calculada com ela, mas nas outras ela pode não acontecer.',
  },
  filters: {
    label: 'Busca e filtros',
  },
  count_one: 'Plantas: {{n}}',
  count_many: 'Plantas: {{n}}',
  count_other: 'Plantas: {{n}}',
  empty: 'Nenhuma planta encontrada com esses filtros.',
  table: {
    caption: 'Valor por fruta no peso base, em Sheckles: {{fruit}}',
    normalColumns: 'As colunas {{base}} e {{floor}} são as de uma fruta sem variante e sem mutação.',
    crop: 'Planta',
    value: 'Valor',
    firstSeen: '1ª aparição',
    /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
    unknownFeminineAfter: 'firstSeen',
    scrollRegion: 'Lista de valores (rola na horizontal)',
    sortedAscending: 'Ordenada por {{column}}, em ordem crescente',
    sortedDescending: 'Ordenada por {{column}}, em ordem decrescente',
    sortedObtainableFirst: 'Ordenada com as plantas disponíveis primeiro',
    sortedObtainableLast: 'Ordenada com as plantas indisponíveis primeiro',
  },
  fruitName: {
    normal: 'sem variante e sem mutação',
    max: 'a mutação máxima de cada planta',
  },
  link: {
    sort: 'a ordem precisa ser uma das colunas da lista, como name ou value, com um sinal de menos na frente para o maior primeiro',
    set: 'use set=max para calcular cada planta com a mutação máxima dela',
    maxSet: 'não é usado com set=max, que calcula cada planta com as melhores mutações dela numa fruta {{variant}}',
  },
};
