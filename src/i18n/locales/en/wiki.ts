export default {
  moonMango: {
    meta: {
      title: 'Moon Mango in Grow a Garden: value, weight, mutations and how to get it',
      description:
        'Everything about the Moon Mango in Grow a Garden: how it was obtained, how it grows, what it sells for and how mutations change its value.',
    },
    title: 'Moon Mango',
  },
};
