export default {
  meta: {
    title: 'Calculadora de intercambios de Grow a Garden: ¿ganas, es justo o pierdes?',
    description:
      'Comprueba un intercambio de Grow a Garden: hasta 12 objetos por lado, frutas valoradas exactamente con la fórmula del juego (peso, variante, mutaciones), tus propios valores para las mascotas y un veredicto: «Ganas», «Justo» o «Pierdes».',
  },
  title: 'Calculadora de intercambios de Grow a Garden',
  intro:
    'Pon lo que das en un lado y lo que recibes en el otro. Las frutas se valoran exactamente con la fórmula del juego; para una mascota o cualquier otra cosa, escribe cuánto vale.',
  petNote:
    'Este sitio no se inventa valores de mascotas: no hay ninguna fuente exacta de esos valores. Añade la mascota como valor manual, con el precio en Sheckles que aceptarías por ella.',
  side: {
    give: 'Lo que das',
    get: 'Lo que recibes',
    empty: 'Aquí no hay nada todavía.',
    count_one: '{{n}} objeto',
    count_many: '{{n}} de objetos',
    count_other: '{{n}} objetos',
    full: 'Cada lado admite como máximo {{max}} objetos.',
    addFruit: 'Añadir una fruta',
    addValue: 'Añadir un valor manual',
  },
  item: {
    custom: 'Valor manual',
    noMutation: 'sin mutación',
    quantity_one: '{{n}} fruta',
    quantity_many: '{{n}} de frutas',
    quantity_other: '{{n}} frutas',
    edit: 'Editar',
    done: 'Listo',
    remove: 'Quitar',
    moveTo: 'Mover a «{{side}}»',
    invalid: 'Un campo tiene un dato no válido: se cuenta su último valor válido.',
    editor: 'Objeto {{position}} de «{{side}}»',
    error: 'No se puede valorar este objeto.',
  },
  custom: {
    label: 'Valor en Sheckles',
    hint: 'Un número entero, como 2500000 o 2.500.000.',
    errors: {
      empty: 'Escribe cuánto vale el objeto en Sheckles.',
      notANumber: 'Eso no es un número entero. Escribe un valor como 2500000.',
      tooLarge: 'Un valor manual puede ser como máximo {{max}}.',
    },
  },
  result: {
    heading: 'Veredicto',
    give: 'Lo que das',
    get: 'Lo que recibes',
    difference: 'Diferencia',
    noPercent: 'sin porcentaje: no das nada',
  },
  band: {
    legend: 'Margen de equilibrio',
    option: '±{{percent}}',
    hint: 'Cuánto pueden diferir los dos lados para que el intercambio cuente como justo.',
  },
  verdict: {
    win: 'Ganas',
    fair: 'Justo',
    loss: 'Pierdes',
    winText: 'Recibes {{difference}} Sheckles más de los que das ({{percent}}), por encima del margen de equilibrio de {{band}}.',
    lossText: 'Das {{difference}} Sheckles más de los que recibes ({{percent}}), por encima del margen de equilibrio de {{band}}.',
    fairText: 'Los dos lados no se diferencian en más de {{band}}.',
    freeText: 'Recibes {{total}} Sheckles sin dar nada a cambio.',
    emptyText: 'Añade objetos a los dos lados para comprobar un intercambio.',
    nothingText: 'Los dos lados valen {{total}} Sheckles.',
  },
  balance: {
    label: 'Balanza: das {{give}}, recibes {{get}}',
  },
  actions: {
    swap: 'Invertir los lados',
    clear: 'Nuevo intercambio',
  },
  link: {
    overLimit_one: '«{{side}}» superaba el límite de un lado en {{n}} objeto; se han conservado los {{max}} primeros.',
    overLimit_many: '«{{side}}» superaba el límite de un lado en {{n}} de objetos; se han conservado los {{max}} primeros.',
    overLimit_other: '«{{side}}» superaba el límite de un lado en {{n}} objetos; se han conservado los {{max}} primeros.',
    mutations: 'Objeto {{position}} de «{{side}}»: {{changes}}',
    badItem: 'no es un objeto que la calculadora pueda leer',
    badBand: 'el margen de equilibrio debe ser {{bands}}',
  },
};
