export default {
  meta: {
    title: 'Calculadora de peso de pets do Grow a Garden: kg por idade (1 a {{cap}})',
    description:
      'Calculadora de kg de pet do Grow a Garden: coloque a idade (até {{maxAge}}) e o peso do seu pet para ver o peso na idade 1, o tamanho e o peso em kg em cada idade até {{cap}}, o nível máximo confirmado pelos arquivos do jogo.',
  },
  title: 'Calculadora de peso de pets do Grow a Garden',
  intro: 'Digite a idade e o peso em kg do seu pet para ver quanto ele pesava ao nascer e quanto vai pesar em cada idade.',
  age: 'Idade',
  weight: 'Peso',
  rarityUnknown: 'raridade desconhecida',
  form: {
    heading: 'Seu pet',
    age: 'Idade atual',
    ageHint: 'Um número inteiro de 1 a {{maxAge}}, como aparece no jogo.',
    kg: 'Peso atual (kg)',
    kgHint: 'Como aparece no jogo, por exemplo {{example}}.',
  },
  picker: {
    label: 'Qual pet (opcional)',
    placeholder: 'Qualquer pet',
    toggle: 'Mostrar a lista de pets',
    loading: 'Carregando os pets…',
    matches_one: '{{n}} pet encontrado',
    matches_many: '{{n}} pets encontrados',
    matches_other: '{{n}} pets encontrados',
    noMatches: 'Nenhum pet encontrado para “{{query}}”.',
    clear: 'Nenhum pet específico',
  },
  facts: {
    chosen: '{{pet}} ({{rarity}})',
    noGrowth: '{{pet}} não cresce com a idade: ele só ganha peso comendo.',
    growthUnknown: 'Os dados do jogo que temos não dizem se {{pet}} cresce com a idade: os pesos abaixo são os de um pet que cresce.',
    hatchNormal: 'Nasceu com peso normal: {{hatch}} na idade 1 está dentro da faixa de nascimento de {{pet}}, de {{min}} a {{max}}.',
    hatchAbove:
      'Acima da faixa normal: {{hatch}} na idade 1 passa dos {{max}} que {{pet}} alcança quando nasce com peso normal. Ele pode ter nascido Huge, ou a habilidade de outro pet pode ter aumentado o peso base dele, como {{boosters}} conseguem fazer.',
    hatchBelow:
      'Abaixo da faixa de nascimento: {{weight}} na idade {{age}} é menos que os {{lightest}} que {{pet}} pesa nessa idade mesmo tendo nascido com o peso mínimo (a faixa dele na idade 1 vai de {{min}} a {{max}}). Nada nos dados do jogo deixa um pet mais leve, então confira a idade e o peso que você digitou.',
    hugeOneIn: 'Um em cada {{oneIn}} pets nasce Huge.',
    hatchAboveNormal:
      'Acima do normal: ele pesa {{hatch}}, mais que os {{max}} que {{pet}} alcança quando nasce com peso normal. Ele pode ter nascido Huge, ter comido desde então ou ter ganhado peso base com a habilidade de outro pet, como {{boosters}} conseguem fazer.',
    hatchUnknown:
      'Os pesos ao nascer de {{pet}} não estão nos dados do jogo que temos, então esta página não tem como saber se o seu nasceu normal ou Huge.',
  },
  errors: {
    ageEmpty: 'Digite a idade do seu pet.',
    ageNotANumber: 'Digite a idade em números, por exemplo 12.',
    ageOutOfRange: 'A idade precisa ser um número inteiro de 1 a {{maxAge}}.',
    kgEmpty: 'Digite o peso do seu pet em kg.',
    kgNotANumber: 'Digite o peso em números, por exemplo {{example}}.',
    kgOutOfRange: 'O peso precisa ser maior que 0 kg e no máximo {{max}}.',
    kgTooSmall: 'A calculadora não consegue diferenciar um peso tão pequeno de 0 kg.',
  },
  summary: {
    result:
      'Um pet que pesa {{weight}} na idade {{age}} pesava {{hatch}} na idade 1 (tamanho {{sizeClass}}) e vai pesar {{max}} na idade {{maxAge}}.',
    resultAtHatch: 'Um pet que pesa {{weight}} na idade 1 (tamanho {{sizeClass}}) vai pesar {{max}} na idade {{maxAge}}.',
    resultAtEnd: 'Um pet que pesa {{weight}} na idade {{age}} pesava {{hatch}} na idade 1 (tamanho {{sizeClass}}).',
    noGrowth:
      'A idade não muda o peso de {{pet}}: o seu pesa {{weight}} na idade {{age}} e, mais velho, vai continuar pesando {{weight}} se não comer.',
    invalid: 'Digite uma idade e um peso válidos para ver os pesos previstos.',
  },
  capNote:
    'Idades acima de {{cap}} seguem a mesma regra: cada idade soma o mesmo peso. Os arquivos do jogo que temos limitam o nível a {{cap}}; o limite subiu desde então, provavelmente para {{likely}}, mas nenhum arquivo do jogo confirma o novo limite.',
  results: {
    heading: 'Resultados',
    hatch: 'Peso na idade 1 (ao nascer)',
    sizeClass: 'Tamanho (termo dos jogadores)',
    max: 'Peso na idade {{maxAge}}',
  },
  sizeClass: {
    small: 'Small',
    normal: 'Normal',
    good: 'Good',
    'semi-huge': 'Semi-Huge',
    huge: 'Huge',
    titanic: 'Titanic',
    godly: 'Godly',
  },
  sizeRange: {
    below: '{{name}}: menos de {{max}}',
    between: '{{name}}: de {{min}} a menos de {{max}}',
    atLeast: '{{name}}: {{min}} ou mais',
  },
  status: {
    pass: 'Passada',
    current: 'Idade atual',
    future: 'Futura',
  },
  table: {
    heading: 'Peso previsto por idade',
    captionMilestones: 'Peso de 10 em 10 idades e na idade atual',
    captionAll: 'Peso em cada idade de 1 a {{maxAge}}',
    status: 'Situação',
    showAll: 'Mostrar todas as idades (1 a {{maxAge}})',
  },
  target: {
    heading: 'Com que idade ele vai pesar…?',
    label: 'Peso desejado (kg)',
    hint: 'Por exemplo {{example}}.',
    prompt: 'Digite um peso para ver com que idade seu pet chega a ele.',
    future: 'Seu pet chega a {{target}} na idade {{age}} (pesando {{weight}} nessa idade).',
    reached: 'Seu pet chegou a {{target}} na idade {{age}} (pesando {{weight}} nessa idade).',
    futureExact: 'Seu pet vai pesar {{target}} na idade {{age}}.',
    reachedExact: 'Seu pet chegou a {{target}} na idade {{age}}.',
    already: 'Seu pet pesa pelo menos {{target}} desde a idade 1 ({{hatch}}).',
    outOfReach: 'Fora de alcance: mesmo na idade {{maxAge}}, seu pet pesa só {{max}}.',
    pastCap:
      'A idade {{age}} passa de {{cap}}, o nível máximo confirmado pelos arquivos do jogo: não está confirmado que seu pet consiga chegar lá.',
    notANumber: 'Digite o peso desejado em números, por exemplo {{example}}.',
    outOfRange: 'O peso desejado precisa ser maior que 0 kg e no máximo {{max}}.',
  },
  chart: {
    title: 'Peso por idade',
    description:
      'O peso cresce em linha reta, de {{hatch}} na idade 1 até {{max}} na idade {{maxAge}}. O marcador mostra a idade atual, {{age}}, com {{weight}}.',
    yLabel: 'Eixo vertical: peso em kg. Eixo horizontal: idade.',
    marker: 'Idade {{age}}',
  },
  link: {
    age: 'a idade precisa ser um número inteiro de 1 a {{maxAge}}',
    kg: 'o peso precisa ser maior que 0 kg e no máximo {{max}} kg, escrito com ponto, como 2.5',
    weighing: 'não é usado: a idade e o peso andam juntos, e o outro valor está faltando ou não pôde ser usado',
    all: 'use all=1 para listar todas as idades',
    pet: 'nenhum pet tem esse ID',
    target: 'o peso desejado precisa ser maior que 0 kg e no máximo {{max}} kg, escrito com ponto, como 2.5',
  },
  guide: {
    heading: 'Como os pets crescem',
    base: 'Todo pet tem um peso base escondido. Cada idade que ele ganha soma um décimo desse peso base (um número da comunidade: os arquivos do jogo dão a regra, mas não esse valor), então na idade 1 ele já pesa 1,1 vez o peso base: esse é o peso que você vê quando ele nasce.',
    line: 'Então o pet cresce em linha reta, a mesma quantidade em cada idade, e na idade {{maxAge}} ele pesa exatamente {{ratio}} vezes o peso da idade 1. A partir de qualquer idade e peso, a calculadora volta até o peso da idade 1 e avança para todas as outras idades.',
    rounding:
      'Os resultados aparecem arredondados para duas casas decimais, e os pesos abaixo de um quilo para três algarismos, para que um pet leve nunca apareça como zero. Digite o peso exatamente como o jogo mostra; o próprio jogo pode arredondar o que mostra de um jeito um pouco diferente.',
    sizeHeading: 'Tamanhos',
    sizeIntro:
      'Os jogadores classificam os pets por tamanho de acordo com o peso na idade 1. Esses nomes e limites são dos jogadores, não dados do jogo:',
  },
  faq: {
    heading: 'Perguntas frequentes',
    hatchQuestion: 'Como descubro o peso do meu pet na idade 1 (ao nascer)?',
    hatchAnswer:
      'Digite a idade e o peso atuais e a calculadora faz a conta. Cada idade soma a mesma quantidade, então dá para chegar ao peso da idade 1 a partir de qualquer idade: por exemplo, um pet que pesa {{kg}} na idade {{age}} pesava {{hatch}} na idade 1.',
    maxQuestion: 'Quanto meu pet vai pesar na idade {{maxAge}}?',
    maxAnswer:
      'Exatamente {{ratio}} vezes o peso da idade 1. Um pet que nasceu com {{hatch}} vai pesar {{max}} na idade {{maxAge}}, o nível máximo nos arquivos do jogo; pets mais velhos continuam ganhando o mesmo peso em cada idade.',
    sizeQuestion: 'O que significam {{small}}, {{huge}}, {{titanic}} e {{godly}}?',
    sizeAnswer:
      'São os tamanhos que os jogadores usam, pelo peso do pet na idade 1 (nomes e limites dos jogadores, não dados do jogo): {{classes}}.',
    allPetsQuestion: 'Todos os pets crescem do mesmo jeito?',
    allPetsAnswer:
      'Quase todos os pets ganham a mesma parte do peso base em cada idade, então a calculadora funciona para qualquer um. A exceção conhecida é o Chubby Chipmunk: ele não cresce com a idade.',
  },
};
