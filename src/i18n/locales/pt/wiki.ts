export default {
  moonMango: {
    meta: {
      title: 'Moon Mango no Grow a Garden: valor, peso, mutações e como conseguir',
      description:
        'Tudo sobre a Moon Mango do Grow a Garden: como era obtida, como cresce, quanto vale e como as mutações mudam o valor dela.',
    },
    title: 'Moon Mango',
    article: {
      whatTitle: 'O que é a Moon Mango?',
      what: 'A Moon Mango é uma árvore frutífera de raridade Mítica. A semente era vendida na Loja Twilight, uma loja de evento, junto com a Celestiberry. Em {{date}}, a semente já não era vendida.',
      obtainTitle: 'Como era obtida?',
      obtain:
        'Enquanto a Loja Twilight estava aberta, uma semente custava {{sheckles}} ou {{robux}} Robux, com só {{stock}} em stock por vez. A loja fechou junto com o evento, e em {{date}} a Moon Mango já não podia ser obtida: só quem plantou uma naquela época tinha a árvore.',
      growTitle: 'Como ela cresce?',
      grow: 'É uma planta de colheita múltipla: depois que a árvore cresce, ela continua dando frutos, então você colhe Moon Mangos várias vezes sem replantar. O peso de cada fruta é sorteado, nunca abaixo de {{minWeight}}, e cerca de 1 a cada {{hugeOneIn}} sai Huge, várias vezes mais pesada que o normal.',
      worthTitle: 'Quanto vale?',
      worth:
        'Uma Moon Mango de {{baseWeight}} vende por {{baseValue}}. Frutas mais leves nunca ficam abaixo do preço mínimo: qualquer uma de até {{floorWeight}} ainda vale {{floorValue}}. Acima disso, o valor cresce com o quadrado do peso, então uma fruta duas vezes mais pesada vale quatro vezes mais.',
      variants: 'As variantes multiplicam o preço inteiro: uma Moon Mango Gold do mesmo peso vale {{gold}}, e uma Rainbow, {{rainbow}}.',
      mutations:
        'As mutações se somam em vez de se multiplicarem entre si: Shocked ({{shocked}}) e Frozen ({{frozen}}) juntas dão {{both}}, não o produto delas. Uma Moon Mango Rainbow com Frozen no peso base vale {{rainbowFrozen}}; a tabela abaixo mostra mais combinações.',
      tipsTitle: 'Dicas',
      tipKeep:
        'Nunca remova a árvore: talvez você não consiga comprá-la de novo (em {{date}} ela não era vendida), e cada colheita é uma nova chance de tirar uma fruta Gold, Rainbow ou Huge.',
      tipFrozen: 'Wet e Chilled na mesma fruta se fundem em Frozen ({{frozen}}), que vale muito mais que as duas separadas.',
      tipCheck: 'Antes de vender ou trocar uma Moon Mango, coloque na calculadora o peso, a variante e todas as mutações dela.',
    },
  },
  crop: {
    seedShop: 'Preço na Seed Shop: {{price}}.',
    seedShopNameOnly: 'Listas da comunidade mostram a semente dela na Seed Shop; nenhuma cópia dos dados da loja dá o preço.',
    seedShopTier2: 'Preço na Seed Shop (aba Tier 2): {{price}}.',
    seedShopRobux: 'Preço de compra imediata: {{price}}.',
    originNote: 'De onde vem, segundo a pesquisa:',
    eventForms_one:
      'Os arquivos do jogo também têm {{forms}}, uma versão de evento de {{name}} com o mesmo peso, valor e chance de sair Huge, então vale o mesmo.',
    eventForms_many:
      'Os arquivos do jogo também têm {{forms}}, versões de evento de {{name}} com o mesmo peso, valor e chance de sair Huge, então valem o mesmo.',
    eventForms_other:
      'Os arquivos do jogo também têm {{forms}}, versões de evento de {{name}} com o mesmo peso, valor e chance de sair Huge, então valem o mesmo.',
    wikiNumbers: 'Para {{name}}, a wiki da comunidade informa {{numbers}}. Os números desta página são os dos arquivos do próprio jogo.',
    wikiNumbersOlder:
      'Para {{name}}, a wiki da comunidade informa {{numbers}}: os números do próprio jogo até {{date}}. Esta página mostra os de depois.',
    removed:
      'Fora dos arquivos do jogo desde {{date}}. A página continua no ar para você calcular o valor de qualquer {{name}} que ainda tenha.',
    neverInFiles:
      'Nunca apareceu nos arquivos do jogo: não está em nenhuma das nossas cópias deles, a primeira de {{date}}. A página continua no ar para você calcular o valor de qualquer {{name}} que ainda tenha.',
    gameFiles: {
      once: '{{name}} só apareceu uma vez nos arquivos do jogo, em {{date}}, com {{numbers}}. Esses números são diferentes dos da wiki da comunidade, que são os que esta página mostra.',
      range:
        '{{name}} esteve nos arquivos do jogo de {{first}} a {{last}}, da última vez com {{numbers}}. Esses números são diferentes dos da wiki da comunidade, que são os que esta página mostra.',
    },
    changes: {
      heading: 'Mudanças nos arquivos do jogo',
      added: '{{date}}: apareceu pela primeira vez nos arquivos do jogo, com {{after}}.',
      changed: '{{date}}: passou de {{before}} para {{after}}.',
      removed: '{{date}}: saiu dos arquivos do jogo.',
      returned: '{{date}}: voltou aos arquivos do jogo.',
      window:
        'Essas mudanças vêm das exportações semanais das tabelas do jogo, de {{first}} a {{last}}; antes e depois disso, nada se sabe.',
      all: 'Todas as mudanças nos dados do jogo',
    },
  },
  page: {
    meta: {
      title: '{{name}} no Grow a Garden: valor, peso e mutações',
      description:
        '{{name}} no Grow a Garden: vale {{value}} com {{weight}}, {{gold}} como Gold e {{rainbow}} como Rainbow. Raridade, preço da semente, pesos e como as mutações mudam o valor.',
    },
    breadcrumb: 'Trilha de navegação',
    intro: {
      tier: '{{name}} é uma planta do Grow a Garden de raridade {{tier}}.',
      noTier: '{{name}} é uma planta do Grow a Garden de raridade desconhecida.',
      category: 'Está na categoria “{{category}}”.',
      multi: 'É uma planta de colheita múltipla, que continua dando frutos depois de cada colheita.',
      single: 'É uma planta de colheita única: ela some depois de colhida.',
      seedPrice: 'Uma semente custa {{price}}.',
      obtainable: 'Em {{date}}, dava para conseguir {{name}} no jogo.',
      notObtainable: 'Em {{date}}, já não dava para conseguir {{name}}.',
      notYetInFiles: '{{name}} entrou nos arquivos do jogo depois de {{date}}, então não se sabe se dá para conseguir.',
      value: 'No peso base de {{weight}}, uma fruta vende por {{normal}}, uma Gold por {{gold}} e uma Rainbow por {{rainbow}}.',
      valueAtUnknownWeight:
        'O peso ainda não é conhecido, então ela é avaliada pelo peso base: uma fruta vende por {{normal}}, uma Gold por {{gold}} e uma Rainbow por {{rainbow}}.',
    },
    calculator: 'Calcule o valor de qualquer {{name}} na calculadora',
  },
  infobox: {
    title: 'Dados principais',
  },
  table: {
    title: 'Valor com variantes e mutações',
    caption: 'Uma fruta de {{name}} no peso base de {{weight}}, em Sheckles',
    captionAtUnknownWeight: 'Uma fruta de {{name}} no peso base (ainda desconhecido), em Sheckles',
    mutations: 'Mutações',
    multiplier: 'Multiplicador de mutação',
    none: 'Nenhuma',
    maxSet_one: 'Conjunto máximo ({{n}} mutação)',
    maxSet_many: 'Conjunto máximo ({{n}} mutações)',
    maxSet_other: 'Conjunto máximo ({{n}} mutações)',
    maxSetList: 'Mutações do conjunto máximo',
    hint: 'Escolha um valor para abrir essa fruta na calculadora.',
  },
  related: {
    title: 'Plantas relacionadas',
  },
  index: {
    eggsLink: 'Todos os ovos, com as chances dos pets',
    gearLink: 'Todos os gears',
    weatherLink: 'Climas e as mutações que dão',
    stockLink: 'Timer de restock das lojas',
    cardBaseValue: 'Valor base: {{amount}}',
    meta: {
      title: 'Wiki do Grow a Garden: todas as plantas com valores, raridades e pesos',
      description:
        'Veja todas as plantas do Grow a Garden por nome, raridade e categoria, com valores e pesos base, e abra a página de cada uma com a tabela de valores e mutações.',
    },
    title: 'Wiki de plantas do Grow a Garden',
    intro:
      'Todas as plantas do jogo com raridade, origem e valor base. Abra uma para ver os pesos, uma tabela de valores com mutações e plantas relacionadas.',
    filters: 'Encontrar uma planta',
    count_one: 'Plantas encontradas: {{n}}',
    count_many: 'Plantas encontradas: {{n}}',
    count_other: 'Plantas encontradas: {{n}}',
    empty: 'Nenhuma planta encontrada com esses filtros.',
    petsLink: 'Todos os pets do jogo',
    mutationsLink: 'Todas as mutações do jogo',
  },
  oddsSource: {
    game: 'As chances vêm dos arquivos do jogo.',
    fanGuide: 'As chances vêm de um guia de fãs, não dos arquivos do jogo.',
    fanPage: 'As chances vêm de uma página de fãs, não dos arquivos do jogo.',
    copy: 'As chances vêm de uma cópia de uma página do site {{name}}, não dos arquivos do jogo.',
    communityScript: 'As chances vêm de um script da comunidade, não dos arquivos do jogo.',
    unknown: 'Não se sabe de onde vêm as chances.',
  },
  pet: {
    eggPages: 'Ovos de onde sai',
    meta: {
      title: '{{name}} no Grow a Garden: raridade, ovos, peso ao nascer e crescimento',
      description:
        '{{name}} do Grow a Garden: raridade, de quais ovos ele sai e com que chance, peso ao nascer e quanto ele pesa em cada idade, calculado com a fórmula do jogo.',
      titleNoHatch: '{{name}} no Grow a Garden: raridade, ovos e crescimento com a idade',
      descriptionNoHatch:
        '{{name}} do Grow a Garden: o que os dados do jogo dizem da raridade, dos ovos e das habilidades dele, e como o peso dele cresce com a idade, calculado com a fórmula do jogo.',
      /** A pet that age does not grow (Chubby Chipmunk): no promise of growth. */
      titleNoGrowth: '{{name}} no Grow a Garden: raridade, ovos e peso',
      descriptionNoGrowth:
        '{{name}} do Grow a Garden: o que os dados do jogo dizem da raridade, dos ovos e das habilidades dele, e o peso dele, que a idade não muda.',
      /** A pet whose growth the data does not know (one known by name only): no promise of growth. */
      titleGrowthUnknown: '{{name}} no Grow a Garden: raridade, ovos e habilidades',
      descriptionGrowthUnknown:
        '{{name}} do Grow a Garden: o que os dados do jogo dizem da raridade, dos ovos e das habilidades dele. Os dados ainda não dizem se ele cresce com a idade.',
    },
    breadcrumb: 'Pets',
    intro: '{{name}} é um pet do Grow a Garden de raridade {{rarity}}.',
    introUnknown: '{{name}} é um pet do Grow a Garden.',
    introVariant: '{{name}} é uma variante de {{base}} no Grow a Garden, de raridade {{rarity}}.',
    introVariantUnknown: '{{name}} é uma variante de {{base}} no Grow a Garden.',
    factsUnknown: 'A raridade, os ovos e as habilidades dele ainda não estão nos dados do jogo que temos.',
    variantFactsUnknown: 'A raridade, os ovos e as habilidades da própria variante ainda não estão nos dados do jogo que temos.',
    facts: {
      heading: 'Dados do pet',
      rarity: 'Raridade',
      eggs: 'Ovos',
      eggChance: '{{egg}}: {{chance}}',
      eggChanceUnknown: '{{egg}}: chance desconhecida',
      eggChanceSure: '{{egg}}: {{chance}} (confiabilidade da chance: {{level}})',
      chancesAsOf: 'Chances de {{date}}.',
      chancesAsOfAbout: 'Chances de {{date}} (data aproximada).',
      rarityUnknown: 'desconhecida',
      eggsUnknown: 'desconhecidos',
      abilitiesUnknown: 'desconhecidas',
      abilityEffects: 'O que faz',
      abilityEffectsUnknown: 'desconhecido',
      noteSeparator: '; ',
      abilityNumbers: 'No nível 1, segundo os dados do jogo',
      abilityNumberName: '{{passive}}:',
      abilityNumbersUnknown: 'sem números nesses dados',
      abilityNumbersAsOf: 'Dados do jogo de {{date}}.',
      obtain: 'Como conseguir',
      obtainFromPage: 'segundo um guia na web',
      unobtainableAsOf: 'Marcado como Unobtainable (não dá para conseguir) na lista de pets do jogo (dados de {{date}})',
      unobtainableAsOfAbout: 'Marcado como Unobtainable (não dá para conseguir) na lista de pets do jogo (dados por volta de {{date}})',
      hunger: 'Fome',
      hungerUnknown: 'desconhecida',
      hungerAsOf: '{{hunger}} (dados de {{date}})',
      sellPriceUnknown: 'desconhecido',
      sellPriceAsOf: '{{price}} (dados de {{date}})',
      sellPriceAsOfAbout: '{{price}} (dados por volta de {{date}})',
      abilities: 'Habilidades',
      grows: 'Cresce com a idade',
      growsYes: 'Sim',
      growsNo: 'Não: ganha peso comendo',
      growsUnknown: 'não se sabe',
      sellPrice: 'Preço de venda base',
      sure: 'Confiabilidade das fontes',
      sources: 'Fontes',
    },
    sourceKind: {
      game: 'cópias dos arquivos do jogo',
      script: 'scripts da comunidade que leem o jogo',
      fan: 'um banco de dados de pets feito por fãs',
      page: 'guias na internet',
      other: 'outros relatos',
    },
    hatch: {
      heading: 'Peso ao nascer',
      known:
        'Nos dados de ovos que o jogo tinha por volta de {{date}}, {{name}} sai do ovo com peso base de {{baseMin}} a {{baseMax}}, que o jogo mostra como {{min}} a {{max}} na idade 1.',
      hugeOneIn: 'Um em cada {{oneIn}} pets nasce Huge e pesa mais.',
      unknown: 'Os pesos ao nascer de {{name}} não estão nos dados do jogo que temos.',
      eggData:
        'Para comparar: nos dados de ovos que o jogo tinha por volta de {{date}}, de todo ovo saíam pets com peso base de {{baseMin}} a {{baseMax}} ({{min}} a {{max}} na idade 1), e um em cada {{oneIn}} nascia Huge. Não se sabe se {{name}} nasce do mesmo jeito.',
    },
    growth: {
      age: 'Idade',
      heading: 'Peso por idade',
      caption:
        'Peso de {{name}} por idade, no peso mais leve, no do meio e no mais pesado de um nascimento normal (sem contar os Huge; os dados não dizem com que frequência sai cada peso)',
      light: 'Mais leve ao nascer',
      middle: 'Meio da faixa',
      heavy: 'Mais pesado ao nascer',
      unknownHatch:
        'Sem os pesos ao nascer, esta página não consegue mostrar o peso de {{name}} por idade. Como todo pet que cresce com a idade, ele ganha o mesmo peso a cada idade e, na idade {{maxAge}}, pesa {{ratio}} vezes o peso da idade 1: coloque a idade e o peso do seu pet na calculadora para ver o peso dele em cada idade.',
      unknownGrowth:
        'Os dados do jogo que temos não dizem se {{name}} cresce com a idade, então esta página não consegue mostrar o peso dele por idade. Um pet que cresce com a idade ganha o mesmo peso a cada idade e, na idade {{maxAge}}, pesa {{ratio}} vezes o peso da idade 1: se o seu crescer, coloque a idade e o peso dele na calculadora para ver o peso em cada idade.',
      noGrowth: '{{name}} não cresce com a idade: ele ganha peso comendo, então não dá para saber o peso dele pela idade.',
      calculator: 'Calcule o peso do seu {{name}}',
    },
    related: 'Pets relacionados',
  },
  pets: {
    meta: {
      title: 'Pets do Grow a Garden: todos os pets com raridade e ovos',
      description:
        'Todos os pets do Grow a Garden em uma lista só: busque pelo nome, filtre por raridade e ovo e abra a página de cada pet com o que os dados do jogo dizem dele, dos ovos ao peso ao nascer e ao crescimento por idade.',
    },
    title: 'Pets do Grow a Garden',
    intro:
      'Todos os pets do jogo com a raridade e os ovos de onde eles saem. Abra um para ver as habilidades e, quando os dados do jogo trazem, o peso ao nascer e o crescimento por idade.',
    filters: 'Encontrar um pet',
    rarity: 'Raridade',
    unknownRarity: 'Raridade desconhecida',
    egg: 'Ovo',
    allEggs: 'Todos os ovos',
    noEgg: 'nenhum ovo da lista tem esse ID',
    sort: 'Ordenar por',
    sortName: 'Nome',
    sortRarity: 'Raridade',
    count_one: 'Pets encontrados: {{n}}',
    count_many: 'Pets encontrados: {{n}}',
    count_other: 'Pets encontrados: {{n}}',
    empty: 'Nenhum pet encontrado com esses filtros.',
  },
  mutations: {
    meta: {
      title: 'Mutações do Grow a Garden: todas as mutações com o multiplicador',
      description:
        'Todas as mutações do Grow a Garden em uma lista com multiplicador e grupo: busque pelo nome, ordene pelo multiplicador e abra a página de cada uma para ver como conseguir e no que ela se funde.',
    },
    breadcrumb: 'Mutações',
    title: 'Mutações do Grow a Garden',
    intro:
      'Todas as mutações do jogo com o multiplicador. As mutações se somam: cada uma adiciona o multiplicador menos 1 à fruta. Abra uma para ver como conseguir, no que ela se funde e quanto vale.',
    filters: 'Encontrar uma mutação',
    group: 'Grupo',
    allGroups: 'Todos os grupos',
    sort: 'Ordenar por',
    sorts: {
      name: 'Nome, de A a Z',
      '-name': 'Nome, de Z a A',
      '-multiplier': 'Multiplicador, do maior para o menor',
      multiplier: 'Multiplicador, do menor para o maior',
    },
    count_one: 'Mutações encontradas: {{n}}',
    count_many: 'Mutações encontradas: {{n}}',
    count_other: 'Mutações encontradas: {{n}}',
    empty: 'Nenhuma mutação corresponde a esses filtros.',
    variantNote:
      '{{name}} é uma variante, não uma mutação: cada fruta tem uma só variante, cujo multiplicador ({{multiplier}}) multiplica todo o valor dela, mutações incluídas.',
  },
  mutation: {
    weathers: 'Climas que dão esta mutação',
    meta: {
      title: 'Mutação {{name}} no Grow a Garden: {{multiplier}}, como conseguir e combinações',
      description:
        'A mutação {{name}} do Grow a Garden: multiplicador {{multiplier}}, soma {{adds}} ao total de mutações de uma fruta. Como conseguir, no que ela se funde e valores de exemplo calculados com a fórmula do jogo.',
    },
    intro:
      '{{name}} é uma mutação do Grow a Garden do grupo {{group}}, com multiplicador {{multiplier}}: ela soma {{adds}} ao total de mutações de uma fruta.',
    facts: {
      heading: 'Dados da mutação',
      multiplier: 'Multiplicador',
      adds: 'Soma ao total de mutações',
      group: 'Grupo',
      look: 'Aparência',
      lookUnknown: 'desconhecida',
    },
    obtain: {
      heading: 'Como conseguir',
      unknown: 'Ainda não se sabe como uma fruta consegue {{name}}: nenhuma das nossas fontes diz.',
      wayKind: '{{kind}}:',
      confidence: 'Confiabilidade dessas formas como um todo: {{level}}.',
      notesQualify: 'Uma nota ao lado de uma forma faz uma ressalva sobre ela.',
      inEnglish: 'em inglês:',
      note: 'Nota da pesquisa:',
      noteInEnglish: 'Nota da pesquisa (em inglês):',
      disputed: 'As fontes não concordam sobre qual mutação {{way}} dá:',
      kinds: {
        weather: 'Clima',
        event: 'Evento',
        pet: 'Habilidade de pet',
        gear: 'Gear',
        fusion: 'Fusão',
        admin: 'Evento de admin',
        other: 'Outra forma',
      },
      other: {
        oldamber: 'O Amber envelhece e vira Old Amber depois de 24 horas.',
        ancientamber: 'O Old Amber envelhece e vira Ancient Amber depois de 48 horas.',
        friendbound: 'Ter 5 amigos no servidor.',
      },
    },
    rules: {
      heading: 'Cadeias e fusões',
      madeBy: 'Obtida por fusão',
      fusesInto: 'No que ela se funde',
      chains: 'Cadeias',
      none: '{{name}} não faz parte de nenhuma cadeia nem fusão: ela simplesmente se soma às outras mutações da fruta.',
      unknown:
        'Ainda não se sabe como {{name}} se combina com outras mutações. Até as fontes dizerem, este site não a conta em nenhuma cadeia ou fusão.',
    },
    conflicts: {
      heading: 'Quando encontra outras mutações',
      intro:
        'As regras do jogo mudam uma fruta que recebe {{name}} junto com uma destas. Quando uma delas chega a uma fruta que tem {{name}}:',
      none: '{{name}} pode ficar numa fruta junto com qualquer outra mutação.',
      unknown:
        'Ainda não se sabe com quais mutações {{name}} não pode dividir uma fruta. Até as fontes dizerem, este site deixa ela dividir a fruta com todas as outras.',
    },
    crops: {
      heading: 'Plantas',
      restricted: 'As fontes só registram {{name}} nestas plantas:',
      inferred:
        'Nenhuma fonte cita {{crop}}: este site também conta {{name}} nela, por dedução própria, porque {{crop}} tem os números de {{takenFor}} de antes do rework.',
    },
    examples: {
      heading: 'Valores de exemplo',
      caption: 'Uma fruta Normal no peso base, em Sheckles',
      crop: 'Planta',
      without: 'Sem mutações',
      with: 'Com {{name}}',
      calculator: 'Testar {{name}} na calculadora',
    },
    related: 'Mutações que se conseguem do mesmo jeito',
  },
};
