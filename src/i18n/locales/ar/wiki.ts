export default {
  moonMango: {
    meta: {
      title: 'Moon Mango في Grow a Garden: القيمة والوزن والطفرات وطريقة الحصول عليها',
      description:
        'كل ما يخص Moon Mango في Grow a Garden: كيف كان يُحصل عليها، وكيف تنمو، وبكم تُباع، وكيف تغيّر الطفرات قيمتها.',
    },
    title: 'Moon Mango (المانجو القمرية)',
  },
};
