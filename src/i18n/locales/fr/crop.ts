export default {
  meta: {
    title: 'Calculateur de valeur des récoltes Grow a Garden : prix exacts avec mutations',
    description:
      'Calculez le prix de vente de n’importe quel fruit de Grow a Garden : les 407 cultures, toutes les mutations et variantes, le poids, le bonus d’amis et la taxe du marché, avec la formule du jeu.',
  },
  title: 'Calculateur de valeur des récoltes Grow a Garden',
  intro: 'Choisissez une culture, son poids, sa variante et ses mutations pour voir exactement son prix de vente.',
};
