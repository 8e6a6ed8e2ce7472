export default {
  meta: {
    title: 'Calculadora de peso de mascotas de Grow a Garden: kg por edad (1 a 100)',
    description:
      'Introduce la edad y el peso en kg de tu mascota para ver su peso al nacer, su categoría de tamaño y su peso exacto en cada edad hasta 100 en Grow a Garden.',
  },
  title: 'Calculadora de peso de mascotas de Grow a Garden',
  intro: 'A partir de una edad y un peso, mira cuánto pesará tu mascota en cada edad.',
};
