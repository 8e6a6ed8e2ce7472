export default {
  notes: 'Das notas de pesquisa:',
  notesInEnglish: 'Das notas de pesquisa (em inglês):',
  stockLink: 'Como as chances de stock são lidas e o relógio de restock',
  eggs: {
    meta: {
      title: 'Ovos do Grow a Garden: preço, tempo de chocar e chances dos pets de cada ovo',
      description:
        'Todos os ovos do Grow a Garden: preço e moeda, onde são vendidos, tempo de chocar e a chance de cada pet, com a data e a confiabilidade de cada número.',
    },
    title: 'Ovos do Grow a Garden',
    intro:
      'Todos os ovos que aparecem nos dados, com preço, tempo de chocar e os pets que saem. Os nomes do jogo ficam como o jogo escreve.',
    breadcrumb: 'Ovos',
    /** pt-BR counts 0 as «one» («0 ovo»): i18next reads a _zero form first, so zero takes the plural. */
    count_zero: '{{n}} ovos encontrados',
    count_one: '{{n}} ovo encontrado',
    count_many: '{{n}} de ovos encontrados',
    count_other: '{{n}} ovos encontrados',
    empty: 'Nenhum ovo corresponde a esta busca.',
    notEggs_one: '(e {{n}} item que não é ovo)',
    notEggs_many: '(e {{n}} de itens que não são ovos)',
    notEggs_other: '(e {{n}} itens que não são ovos)',
    kind: {
      chest: 'baú de Robux (pacote de sementes), não é um ovo',
      internal: 'entrada interna do jogo, não dá para conseguir',
    },
    pets_one: '{{n}} pet',
    pets_many: '{{n}} de pets',
    pets_other: '{{n}} pets',
    petsUnknown: 'pets desconhecidos',
    hatchTimeUnknown: 'tempo de chocar desconhecido',
    priceAsOf: '(preço de {{date}})',
  },
  egg: {
    meta: {
      titleChest: '{{name}} no Grow a Garden: um baú de Robux, não um ovo',
      titleInternal: '{{name}} no Grow a Garden: uma entrada interna que nenhum jogador consegue pegar',
      title: '{{name}} no Grow a Garden: chances dos pets, preço e tempo de chocar',
      description:
        '{{name}} no Grow a Garden: preço, de onde vem, quanto tempo leva para chocar, a chance de cada pet e quantos Sheckles custa, em média, tirar cada um.',
    },
    intro: 'O que os dados dizem do {{name}}: preço, de onde vem, tempo de chocar e os pets que saem.',
    introChest:
      '{{name}} não é um ovo: os dados o listam com os ovos premium, mas é um baú de Robux (um pacote de sementes). Isto é o que os dados dizem dele: o preço e quando esteve à venda.',
    introInternal:
      '{{name}} é uma entrada de teste interna nos dados de ovos do jogo: nenhum jogador consegue pegar. Isto é o que os dados dizem dele.',
    facts: {
      heading: 'Dados do ovo',
      headingChest: 'Dados do baú',
      price: 'Preço',
      robux: 'Preço de compra imediata',
      soldIn: 'Vendido em',
      availability: 'Disponibilidade',
      obtain: 'Como conseguir',
      hatchTime: 'Tempo de chocar',
      stockChance: 'StockChance da Pet Egg Shop (jogo)',
      stockChanceNote: 'Não se sabe como a loja de ovos lê este número.',
      data: 'Dados',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: 'availability',
    },
    hatches: {
      heading: 'Pets que saem',
      caption: 'A chance de cada pet no {{name}} e quantos Sheckles se gastam em média para tirá-lo (preço ÷ chance).',
      captionChances: 'A chance de cada pet no {{name}}.',
      priceAsOf: 'Preço de {{date}}.',
      pet: 'Pet',
      chance: 'Chance',
      sheckles: 'Sheckles em média para tirar',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: 'chance',
      none: 'Os dados não dizem quais pets saem deste ovo.',
      shecklesOnly: 'Os Sheckles em média para tirar cada pet só são calculados para um ovo com preço em Sheckles e chances conhecidas.',
      shecklesUnknown:
        'Não se sabe quantos Sheckles se gastam em média para tirar cada pet deste ovo: isso só é calculado para ovos com preço em Sheckles e chances conhecidas.',
      eggsInside: 'Em vez de um pet, também pode sair outro ovo:',
    },
  },
  gear: {
    meta: {
      title: 'Gears do Grow a Garden: preço, raridade e chance de stock de cada gear',
      description:
        'Todos os gears do Grow a Garden: preço, moeda, raridade, se ainda são vendidos, o que fazem quando se sabe e a chance de stock na Gear Shop.',
    },
    title: 'Gears do Grow a Garden',
    intro: 'Todos os gears que aparecem nos dados, com preço, raridade e onde são vendidos. Os nomes do jogo ficam como o jogo escreve.',
    breadcrumb: 'Gears',
    count_zero: '{{n}} gears encontrados',
    count_one: '{{n}} gear encontrado',
    count_many: '{{n}} de gears encontrados',
    count_other: '{{n}} gears encontrados',
    empty: 'Nenhum gear corresponde a esta busca.',
    filters: 'Encontrar um gear',
    allSales: 'Todos os gears',
    sale: {
      'gear-shop': 'Gear Shop',
      event: 'Loja de evento, enquanto o evento dura',
      merchant: 'Traveling Merchant, quando aparece',
      'pet-shop': 'Pet Egg Shop, aba de gear',
      'pet-shop-tier-2-2026': 'Pet Egg Shop, aba Tier 2 (nos dados mais novos do jogo)',
      'not-sold': 'Não é vendido em nenhuma loja dos dados',
      unknown: 'Desconhecido',
    },
    saleUnknownShort: 'local de venda desconhecido',
  },
  gearPage: {
    meta: {
      title: '{{name}} no Grow a Garden: preço, chance de stock e o que faz',
      description: '{{name}} no Grow a Garden: preço, raridade, se ainda é vendido, o que faz e a chance de vir num restock.',
    },
    intro:
      'O que os dados dizem do {{name}}: preço, raridade, onde é vendido e, quando se sabe, o que faz e com que frequência vem no stock.',
    reading: {
      oneInN:
        'O número N do jogo é lido como uma chance de 1 em N a cada restock, como os jogadores leem o da Seed Shop; nenhuma fonte confere isso para esta loja (confiabilidade: {{confidence}}).',
      unknown: 'Não se sabe como esta loja sorteia o stock: o número do jogo aparece como está, sem chance calculada.',
      noShop: 'Não é vendido em nenhuma loja dos dados, então nenhuma chance é calculada: o número do jogo aparece como está.',
    },
    facts: {
      reading: 'Como a chance é lida',
      heading: 'Dados do gear',
      rarity: 'Raridade',
      price: 'Preço',
      robux: 'Preço de compra imediata',
      sale: 'Onde é vendido',
      effect: 'O que faz',
      stockChance: 'StockChance (jogo)',
      amount: 'Quantidade por restock',
      perRestock: 'Chance por restock',
      withinHour: 'Chance na próxima hora',
      wait: 'Espera média',
      data: 'Dados',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: 'rarity amount perRestock withinHour wait',
    },
    soldAtEvent: 'A loja do evento {{event}} ({{date}}).',
    soldAtEventUndated: 'A loja do evento {{event}}.',
    soldByMerchant: 'O {{merchant}}.',
    olderCopy: {
      'pet-shop': 'Numa cópia antiga dos dados do jogo: a aba de gear.',
      'not-sold': 'Numa cópia antiga dos dados do jogo: escondido de todas as lojas.',
    },
  },
  weather: {
    meta: {
      title: 'Climas do Grow a Garden: cada clima e as mutações que dá',
      description:
        'Todos os climas e eventos de servidor do Grow a Garden com as mutações que dão às suas plantas, com link para cada mutação e a confiabilidade de cada uma.',
    },
    title: 'Climas e eventos do Grow a Garden',
    intro:
      'Todos os climas e eventos de servidor que aparecem nos dados, com as mutações que dão a uma fruta. É o servidor que os inicia, então nenhum site consegue dizer quando vem o próximo.',
    breadcrumb: 'Clima',
    count_zero: '{{n}} climas encontrados',
    count_one: '{{n}} clima encontrado',
    count_many: '{{n}} de climas encontrados',
    count_other: '{{n}} climas encontrados',
    empty: 'Nenhum clima corresponde a esta busca.',
    caption: 'Climas e eventos de servidor com as mutações que dão',
    scrolls: 'Climas (rola na horizontal)',
    name: 'Clima',
    kind: 'Tipo',
    kinds: {
      natural: 'Natural',
      'natural-lunar': 'Natural (lunar)',
      'natural-or-event': 'Natural ou evento',
      event: 'Evento',
      'event-or-admin': 'Evento ou admin',
      'not-known': 'Não se sabe',
    },
    mutations: 'Mutações (confiabilidade)',
    noMutation: 'Nenhuma conhecida',
    notes: {
      effects: 'O que faz:',
      duration: 'Quanto dura:',
      frequency: 'Com que frequência:',
      timingSure: 'Confiabilidade dos tempos: {{level}}',
    },
    data: 'Notas e dados',
  },
};
