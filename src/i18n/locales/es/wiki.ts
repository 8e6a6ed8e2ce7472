export default {
  moonMango: {
    meta: {
      title: 'Moon Mango en Grow a Garden: valor, peso, mutaciones y cómo conseguirlo',
      description:
        'Todo sobre el Moon Mango de Grow a Garden: cómo se conseguía, cómo crece, por cuánto se vende y cómo cambian su valor las mutaciones.',
    },
    title: 'Moon Mango (mango lunar)',
  },
};
