export default {
  moonMango: {
    meta: {
      title: 'Moon Mango dans Grow a Garden : valeur, poids, mutations et comment l’obtenir',
      description:
        'Tout sur le Moon Mango de Grow a Garden : comment on l’obtenait, comment il pousse, combien il se vend et comment les mutations changent sa valeur.',
    },
    title: 'Moon Mango (mangue lunaire)',
  },
};
