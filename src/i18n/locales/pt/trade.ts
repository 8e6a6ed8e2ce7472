export default {
  meta: {
    title: 'Calculadora de trocas do Grow a Garden: W, Fair ou L? Valor exato das frutas',
    description:
      'Avalie uma troca no Grow a Garden: até 12 itens por lado, frutas com valor exato pela fórmula do jogo (peso, variante, mutações), seus próprios valores para pets e um veredito: W, Fair ou L.',
  },
  title: 'Calculadora de trocas do Grow a Garden',
  intro:
    'Coloque o que você dá de um lado e o que recebe do outro. As frutas são avaliadas exatamente com a fórmula do jogo; para um pet ou qualquer outra coisa, digite quanto vale.',
  petNote:
    'Este site não inventa valores de pets: não existe nenhuma fonte exata para eles. Adicione o pet como valor digitado, com o preço em Sheckles que você aceitaria por ele.',
  side: {
    give: 'Você dá',
    get: 'Você recebe',
    empty: 'Nada aqui ainda.',
    count_one: 'Itens: {{n}}',
    count_many: 'Itens: {{n}}',
    count_other: 'Itens: {{n}}',
    full: 'Cada lado aceita no máximo {{max}} itens.',
    addFruit: 'Adicionar uma fruta',
    addValue: 'Adicionar um valor digitado',
  },
  item: {
    custom: 'Valor digitado',
    noMutation: 'sem mutação',
    quantity_one: '{{n}} fruta',
    quantity_many: '{{n}} frutas',
    quantity_other: '{{n}} frutas',
    edit: 'Editar',
    done: 'Pronto',
    remove: 'Remover',
    moveTo: 'Mover para “{{side}}”',
    invalid: 'Um campo está com um valor inválido: conta o último valor válido dele.',
    editor: 'Item {{position}} de “{{side}}”',
    error: 'Não foi possível avaliar este item.',
  },
  custom: {
    label: 'Valor em Sheckles',
    hint: 'Um número inteiro, como 2500000 ou 2.500.000.',
    errors: {
      empty: 'Digite quanto o item vale em Sheckles.',
      notANumber: 'Isso não é um número inteiro. Digite um valor como 2500000.',
      tooLarge: 'Um valor digitado pode ser no máximo {{max}}.',
    },
  },
  result: {
    heading: 'Veredito',
    give: 'Você dá',
    get: 'Você recebe',
    difference: 'Diferença',
    noPercent: 'sem porcentagem: você não dá nada',
  },
  band: {
    legend: 'Margem do Fair',
    option: '±{{percent}}',
    hint: 'Quanto os dois lados podem diferir para a troca contar como Fair.',
  },
  verdict: {
    win: 'W',
    fair: 'Fair',
    loss: 'L',
    winText: 'Você recebe {{difference}} Sheckles a mais do que dá ({{percent}}), mais que a margem do Fair ({{band}}).',
    lossText: 'Você dá {{difference}} Sheckles a mais do que recebe ({{percent}}), mais que a margem do Fair ({{band}}).',
    fairText: 'A diferença entre os dois lados está dentro de {{band}}.',
    freeText: 'Você recebe {{total}} Sheckles sem dar nada em troca.',
    emptyText: 'Adicione itens aos dois lados para avaliar uma troca.',
    nothingText: 'Os dois lados valem {{total}} Sheckles.',
  },
  balance: {
    label: 'Balança: você dá {{give}}, você recebe {{get}}',
  },
  actions: {
    swap: 'Inverter os lados',
    clear: 'Nova troca',
  },
  link: {
    overLimit_one: '“{{side}}” tinha {{n}} item a mais do que cabe em um lado; só os {{max}} primeiros foram mantidos.',
    overLimit_many: '“{{side}}” tinha {{n}} itens a mais do que cabe em um lado; só os {{max}} primeiros foram mantidos.',
    overLimit_other: '“{{side}}” tinha {{n}} itens a mais do que cabe em um lado; só os {{max}} primeiros foram mantidos.',
    mutations: 'Item {{position}} de “{{side}}”: {{changes}}',
    badItem: 'não é um item que a calculadora consegue ler',
    badBand: 'a margem do Fair precisa ser {{bands}}',
  },
};
