export default {
  meta: {
    title: 'Calculadora de valor de cultivos de Grow a Garden: precios exactos con mutaciones',
    description:
      'Calcula por cuánto se vende cualquier fruta de Grow a Garden: los 407 cultivos, todas las mutaciones y variantes, el peso, el bonus de amigos y el impuesto de mercado, con la fórmula del propio juego.',
  },
  title: 'Calculadora de valor de cultivos de Grow a Garden',
  intro: 'Elige un cultivo, su peso, su variante y sus mutaciones para ver exactamente por cuánto se vende.',
};
