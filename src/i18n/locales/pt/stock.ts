export default {
  meta: {
    title: 'Timer de stock do Grow a Garden: próximo restock da Seed, Gear e Egg Shop',
    description:
      'Timer de restock do Grow a Garden: contagem regressiva ao vivo até o próximo restock da Seed Shop, Gear Shop e Pet Egg Shop no seu horário, com o preço e a chance de stock de cada semente.',
  },
  title: 'Stock e timer de restock do Grow a Garden',
  intro:
    'Quando cada loja faz restock, em contagem regressiva no seu próprio horário, e qual a chance de uma semente, gear ou ovo vir num restock. O stock ao vivo não aparece aqui: ele precisa do servidor do jogo.',
  startsWithScript: 'A contagem começa quando a página termina de carregar.',
  nextIn: 'Próximo restock em',
  nextResetIn: 'Próximo reset em',
  at_one: 'à {{time}}',
  at_many: 'às {{time}}',
  at_other: 'às {{time}}',
  atOnDay_one: '{{day}} à {{time}}',
  atOnDay_many: '{{day}} às {{time}}',
  atOnDay_other: '{{day}} às {{time}}',
  dayTime_one: '{{day}} à {{time}}',
  dayTime_many: '{{day}} às {{time}}',
  dayTime_other: '{{day}} às {{time}}',
  later: 'Depois:',
  sure: 'Confiabilidade do intervalo: {{interval}}; {{what}}: {{alignment}}.',
  sureOf: {
    timing: 'do horário',
    serverDecides: 'de que o servidor decide quando começa',
  },
  rule: {
    every: 'A cada {{interval}}, no mesmo instante em todos os servidores: sempre que o horário UTC é um múltiplo exato de {{interval}}.',
    everyDisputed: 'Segundo a maioria das fontes, a cada {{interval}}.',
    daily_one: 'Todo dia à {{time}} UTC, em todos os servidores ao mesmo tempo.',
    daily_many: 'Todo dia às {{time}} UTC, em todos os servidores ao mesmo tempo.',
    daily_other: 'Todo dia às {{time}} UTC, em todos os servidores ao mesmo tempo.',
    dailyMidnight: 'Todo dia à meia-noite UTC, em todos os servidores ao mesmo tempo.',
    none: 'Sem relógio fixo.',
  },
  clocks: {
    heading: 'Relógios de restock',
    how: 'O jogo conta até o próximo múltiplo exato do intervalo da loja em tempo Unix (UTC), então todos os servidores fazem restock no mesmo instante, seja qual for o seu fuso. A página calcula cada contagem pelo relógio do seu aparelho.',
    noCountdown: 'Sem contagem regressiva',
  },
  eventOver: 'Só enquanto o evento durou, de {{start}} a {{end}}: o evento já acabou, então não há contagem.',
  shops: {
    seed: {
      note: 'Pelo código do jogo: a loja faz restock a cada {{interval}}, nos minutos {{first}}, {{second}}, {{third}}…',
    },
    gear: {
      note: 'Pelo código do jogo: o mesmo relógio da Seed Shop, com intervalo de {{interval}}.',
    },
    egg: {
      note: 'O jogo conta do mesmo jeito, mas o intervalo de {{interval}} vem de guias e macros de fãs, não dos arquivos do jogo.',
    },
    cosmetic: {
      note: 'As fontes discordam do intervalo (4 horas, 4 horas com uma hora de defasagem, ou 3 horas), então não há contagem.',
    },
    'seed-tier-2': {
      name: 'Seed Shop, aba Tier 2 (Garden Coins)',
      note: 'O intervalo de uma hora está nos arquivos do jogo; que ele caia na hora cheia (UTC) é provável, não confirmado.',
    },
    'daily-deals': {
      name: 'Seed Shop, aba Daily Deals',
      note: 'O intervalo diário está nos arquivos do jogo; que ele caia à meia-noite UTC é provável, não confirmado.',
    },
    'traveling-merchant': {
      note: 'O servidor escolhe quando o mercador chega e avisa os jogadores dentro do jogo, então nenhum site consegue fazer a contagem regressiva.',
    },
    'event-shops': {
      name: 'Lojas de evento',
      note: 'Cada evento faz restock do seu jeito (alguns quando os jogadores ativam); nenhuma fonte dá um relógio.',
    },
    'bee-egg-shop': {
      name: 'Loja de ovos de abelha',
      note: 'O jogo conta do mesmo jeito, mas nenhuma fonte dá o intervalo.',
    },
    'daily-quests': {
      name: 'Missões diárias',
      note: 'O horário do reset das missões vem do código do jogo.',
    },
    'zen-quests': {
      name: 'Missões Zen (evento)',
      note: 'Pelo código do jogo: as missões resetam neste relógio só enquanto o evento Zen dura.',
    },
    weather: {
      name: 'Clima',
      note: 'O servidor inicia cada clima e diz aos jogadores quanto tempo ele dura, então nenhum site consegue fazer a contagem regressiva.',
    },
  },
  alert: {
    button: 'Me avise no próximo restock',
    asking: 'Perguntando ao seu navegador se esta página pode mostrar notificações…',
    granted: 'Você vai ouvir um som e receber uma notificação {{when}}, enquanto esta página estiver aberta.',
    denied:
      'As notificações estão desativadas para este site, então você só vai ouvir um som {{when}}, enquanto esta página estiver aberta.',
    unsupported: 'Este navegador não mostra notificações, então você só vai ouvir um som {{when}}, enquanto esta página estiver aberta.',
    rang: 'A loja fez restock.',
    cancelled: 'Aviso cancelado.',
    notShown: 'A loja fez restock, mas este navegador não quis mostrar a notificação.',
    title: 'Restock na {{shop}}',
    body_one: 'O restock da {{time}} chegou.',
    body_many: 'O restock das {{time}} chegou.',
    body_other: 'O restock das {{time}} chegou.',
    resetButton: 'Me avise no próximo reset',
    resetRang: 'As missões resetaram.',
    resetNotShown: 'As missões resetaram, mas este navegador não quis mostrar a notificação.',
    resetTitle: 'Reset das {{shop}}',
    resetBody_one: 'O reset da {{time}} chegou.',
    resetBody_many: 'O reset das {{time}} chegou.',
    resetBody_other: 'O reset das {{time}} chegou.',
  },
  odds: {
    heading: 'Chances de stock',
    formula:
      'A chance de um item vir em pelo menos um de n restocks é 1 − (1 − p)ⁿ, onde p é a chance dele em um restock; a espera média é de 1 ÷ p restocks. As duas supõem que cada restock é sorteado à parte.',
    seeds: 'Sementes da Seed Shop (aba principal): preço, quantidade, o campo StockChance do jogo e o que ele dá',
    seedsTier2: 'Sementes da Seed Shop (aba Tier 2, Garden Coins): preço, quantidade, o campo StockChance do jogo e o que ele dá',
    gear: 'Gears da Gear Shop, do mais barato para o mais caro: preço, quantidade, o campo StockChance do jogo e o que ele dá',
    eggs: 'Ovos da Pet Egg Shop: preço e o campo StockChance do jogo',
  },
  reading: {
    oneInN:
      'O jogo dá a cada item um número inteiro N, maior para os mais raros. Aqui ele é lido como uma chance de 1 em N a cada restock (confiabilidade desta leitura: {{confidence}}).',
    unknown: 'O número do jogo aparece como está: não se sabe como a loja sorteia o stock, então nenhuma chance é calculada.',
    basis: {
      seed: 'Uma lista de fãs dá exatamente os números do jogo como chances de “1 em N”; o código do servidor que sorteia o stock não está em nenhuma cópia.',
      'seed-tier-2': 'A aba Tier 2 tem o mesmo campo da aba principal, lido do mesmo jeito, mas nenhuma fonte confere isso nela.',
      gear: 'A Gear Shop tem o mesmo campo, lido do mesmo jeito, mas nenhuma fonte confere.',
      egg: 'Fãs relatam {{rates}} por restock, o que não bate com 1 em N pelos números do jogo: a loja provavelmente preenche vários espaços.',
    },
    rate: '{{egg}} {{percent}}',
  },
  table: {
    item: 'Item',
    rarity: 'Raridade',
    price: 'Preço',
    amount: 'Quantidade por restock',
    field: 'StockChance (jogo)',
    perRestock: 'Chance por restock',
    withinHour: 'Chance na próxima hora',
    wait: 'Espera média',
    data: 'Dados',
    otherRows: 'Linhas sem nada na coluna {{column}}:',
    leftOut_one: 'Coluna escondida, porque nenhum item desta tabela tem valor conhecido nela: {{columns}}.',
    leftOut_many: 'Colunas escondidas, porque nenhum item desta tabela tem valor conhecido nelas: {{columns}}.',
    leftOut_other: 'Colunas escondidas, porque nenhum item desta tabela tem valor conhecido nelas: {{columns}}.',
    nameOnly_one: 'Mais uma semente da qual só se sabe o nome: ela aparece nesta loja em listas da comunidade.',
    nameOnly_many: 'Mais {{n}} sementes das quais só se sabe o nome: elas aparecem nesta loja em listas da comunidade.',
    nameOnly_other: 'Mais {{n}} sementes das quais só se sabe o nome: elas aparecem nesta loja em listas da comunidade.',
    /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
    unknownFeminineAfter: 'rarity amount perRestock withinHour wait',
  },
  links: {
    eggs: 'Todos os ovos',
    gear: 'Todos os gears',
    weather: 'Climas e mutações',
  },
};
