export default {
  notes: 'Dari catatan riset:',
  notesInEnglish: 'Dari catatan riset (bahasa Inggris):',
  stockLink: 'Cara membaca peluang stok, dan jam restock',
  eggs: {
    meta: {
      title: 'Telur Grow a Garden: harga, waktu menetas, dan peluang pet setiap telur',
      description:
        'Semua telur Grow a Garden: harga dan mata uang, tempat dijual, waktu menetas, dan peluang setiap pet, dengan tanggal dan tingkat keyakinan setiap angka.',
    },
    title: 'Telur Grow a Garden',
    intro: 'Semua telur di data, dengan harga, waktu menetas, dan pet yang keluar. Nama dari game ditulis persis seperti di game.',
    breadcrumb: 'Telur',
    count_other: '{{n}} telur ditemukan',
    empty: 'Tidak ada telur yang cocok dengan pencarian ini.',
    notEggs_other: '(dan {{n}} entri yang bukan telur)',
    kind: {
      chest: 'chest Robux (paket seed), bukan telur',
      internal: 'entri internal game, tidak bisa didapat',
    },
    pets_other: '{{n}} pet',
    petsUnknown: 'pet tidak diketahui',
    hatchTimeUnknown: 'waktu menetas tidak diketahui',
    priceAsOf: '(harga per {{date}})',
  },
  egg: {
    meta: {
      titleChest: '{{name}} di Grow a Garden: chest Robux, bukan telur',
      titleInternal: '{{name}} di Grow a Garden: entri internal yang tidak bisa didapat pemain',
      title: '{{name}} di Grow a Garden: peluang pet, harga, dan waktu menetas',
      description:
        '{{name}} di Grow a Garden: harga, asal, lama menetas, peluang setiap pet, dan rata-rata Sheckles untuk mendapatkan tiap pet.',
    },
    intro: 'Yang dicatat data tentang {{name}}: harga, asal, waktu menetas, dan pet yang keluar.',
    introChest:
      '{{name}} bukan telur: data mencantumkannya bersama telur premium, tapi ini chest Robux (paket seed). Ini yang dicatat data tentangnya: harga dan kapan dijual.',
    introInternal:
      '{{name}} adalah entri tes internal di data telur game: pemain tidak bisa mendapatkannya. Ini yang dicatat data tentangnya.',
    facts: {
      heading: 'Info telur',
      headingChest: 'Info chest',
      price: 'Harga',
      robux: 'Harga beli instan',
      soldIn: 'Dijual di',
      availability: 'Ketersediaan',
      obtain: 'Cara mendapatkan',
      hatchTime: 'Waktu menetas',
      stockChance: 'StockChance Pet Egg Shop (di game)',
      stockChanceNote: 'Cara toko telur membaca angka ini tidak diketahui.',
      data: 'Data',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: '',
    },
    hatches: {
      heading: 'Pet yang keluar',
      caption: 'Peluang setiap pet di {{name}}, dan rata-rata Sheckles yang dihabiskan untuk mendapatkannya (harga ÷ peluang).',
      captionChances: 'Peluang setiap pet di {{name}}.',
      priceAsOf: 'Harga per {{date}}.',
      pet: 'Pet',
      chance: 'Peluang',
      sheckles: 'Perkiraan Sheckles per pet',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: '',
      none: 'Data tidak menyebutkan pet apa saja yang menetas dari telur ini.',
      shecklesOnly: 'Perkiraan Sheckles hanya dihitung untuk telur berharga Sheckles dengan peluang yang diketahui.',
      shecklesUnknown:
        'Rata-rata Sheckles yang dihabiskan untuk mendapatkan setiap pet dari telur ini tidak diketahui: angka ini hanya dihitung untuk telur berharga Sheckles dengan peluang yang diketahui.',
      eggsInside: 'Selain pet, telur ini juga bisa mengeluarkan telur lain:',
    },
  },
  gear: {
    meta: {
      title: 'Gear Grow a Garden: harga, kelangkaan, dan peluang stok setiap gear',
      description:
        'Semua gear Grow a Garden: harga, mata uang, kelangkaan, masih dijual atau tidak, fungsinya jika diketahui, dan peluang stoknya di Gear Shop.',
    },
    title: 'Gear Grow a Garden',
    intro: 'Semua gear di data, dengan harga, kelangkaan, dan tempat dijualnya. Nama dari game ditulis persis seperti di game.',
    breadcrumb: 'Gear',
    count_other: '{{n}} gear ditemukan',
    empty: 'Tidak ada gear yang cocok dengan pencarian ini.',
    filters: 'Cari gear',
    allSales: 'Semua gear',
    sale: {
      'gear-shop': 'Gear Shop',
      event: 'Toko event, selama event berlangsung',
      merchant: 'Traveling Merchant, saat datang',
      'pet-shop': 'Pet Egg Shop, tab gear',
      'pet-shop-tier-2-2026': 'Pet Egg Shop, tab Tier 2 (di data game terbaru)',
      'not-sold': 'Tidak dijual di toko mana pun dalam data',
      unknown: 'Tidak diketahui',
    },
    saleUnknownShort: 'tempat dijual tidak diketahui',
  },
  gearPage: {
    meta: {
      title: '{{name}} di Grow a Garden: harga, peluang stok, dan fungsinya',
      description: '{{name}} di Grow a Garden: harga, kelangkaan, masih dijual atau tidak, fungsinya, dan peluang muncul saat restock.',
    },
    intro:
      'Yang dicatat data tentang {{name}}: harga, kelangkaan, tempat dijual, dan jika diketahui, fungsinya dan seberapa sering ada di stok.',
    reading: {
      oneInN:
        'Angka N dari game dibaca sebagai peluang 1 dari N di setiap restock, seperti pemain membaca angka Seed Shop; tidak ada sumber yang memeriksanya untuk toko ini (keyakinan: {{confidence}}).',
      unknown: 'Cara toko ini mengundi stoknya tidak diketahui: angka dari game ditampilkan apa adanya, tanpa peluang yang dihitung.',
      noShop: 'Tidak dijual di toko mana pun dalam data, jadi tidak ada peluang yang dihitung: angka dari game ditampilkan apa adanya.',
    },
    facts: {
      reading: 'Cara membaca peluang',
      heading: 'Info gear',
      rarity: 'Kelangkaan',
      price: 'Harga',
      robux: 'Harga beli instan',
      sale: 'Tempat dijual',
      effect: 'Fungsinya',
      stockChance: 'StockChance (di game)',
      amount: 'Jumlah per restock',
      perRestock: 'Peluang per restock',
      withinHour: 'Peluang dalam satu jam ke depan',
      wait: 'Rata-rata tunggu',
      data: 'Data',
      /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
      unknownFeminineAfter: '',
    },
    soldAtEvent: 'Toko event {{event}} ({{date}}).',
    soldAtEventUndated: 'Toko event {{event}}.',
    soldByMerchant: '{{merchant}}.',
    olderCopy: {
      'pet-shop': 'Di salinan data game yang lebih lama: tab gear.',
      'not-sold': 'Di salinan data game yang lebih lama: disembunyikan dari semua toko.',
    },
  },
  weather: {
    meta: {
      title: 'Cuaca Grow a Garden: setiap cuaca dan mutasi yang diberikannya',
      description:
        'Semua cuaca dan event server Grow a Garden beserta mutasi yang diberikan ke tanaman kamu, ditautkan ke setiap mutasi, dengan tingkat keyakinan masing-masing.',
    },
    title: 'Cuaca dan event Grow a Garden',
    intro:
      'Semua cuaca dan event server di data, dengan mutasi yang diberikan ke buah. Server yang memulainya, jadi tidak ada situs yang bisa bilang kapan yang berikutnya datang.',
    breadcrumb: 'Cuaca',
    count_other: '{{n}} cuaca ditemukan',
    empty: 'Tidak ada cuaca yang cocok dengan pencarian ini.',
    caption: 'Cuaca dan event server beserta mutasi yang diberikannya',
    scrolls: 'Cuaca (geser ke samping)',
    name: 'Cuaca',
    kind: 'Jenis',
    kinds: {
      natural: 'Alami',
      'natural-lunar': 'Alami (bulan)',
      'natural-or-event': 'Alami atau event',
      event: 'Event',
      'event-or-admin': 'Event atau admin',
      'not-known': 'Tidak diketahui',
    },
    mutations: 'Mutasi (keyakinan)',
    noMutation: 'Tidak ada yang diketahui',
    notes: {
      effects: 'Efeknya:',
      duration: 'Lamanya:',
      frequency: 'Seberapa sering:',
      timingSure: 'Keyakinan soal waktunya: {{level}}',
    },
    data: 'Catatan dan data',
  },
};
