export default {
  meta: {
    title: 'Calculateur de poids des familiers Grow a Garden : kg selon l’âge (1 à 100)',
    description:
      'Saisissez l’âge et le poids en kg de votre familier pour voir son poids à l’éclosion, sa catégorie de taille et son poids exact à chaque âge jusqu’à 100 dans Grow a Garden.',
  },
  title: 'Calculateur de poids des familiers Grow a Garden',
  intro: 'À partir d’un âge et d’un poids, découvrez le poids de votre familier à chaque âge.',
};
