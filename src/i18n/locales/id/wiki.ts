export default {
  moonMango: {
    meta: {
      title: 'Moon Mango di Grow a Garden: nilai, berat, mutasi, dan cara mendapatkannya',
      description:
        'Semua tentang Moon Mango di Grow a Garden: cara mendapatkannya dulu, cara tumbuhnya, harga jualnya, dan bagaimana mutasi mengubah nilainya.',
    },
    title: 'Moon Mango',
    article: {
      whatTitle: 'Apa itu Moon Mango?',
      what: 'Moon Mango adalah pohon buah dengan kelangkaan Mythical. Seed-nya dulu dijual di Toko Twilight, toko khusus event, bersama Celestiberry. Pada {{date}}, seed-nya sudah tidak dijual lagi.',
      obtainTitle: 'Bagaimana cara mendapatkannya dulu?',
      obtain:
        'Selama Toko Twilight buka, satu seed seharga {{sheckles}} atau {{robux}} Robux, dengan stok hanya {{stock}} dalam satu waktu. Toko itu tutup saat event-nya berakhir, dan pada {{date}} Moon Mango tidak bisa didapat: hanya pemain yang sudah menanamnya waktu itu yang memilikinya.',
      growTitle: 'Bagaimana cara tumbuhnya?',
      grow: 'Ini tanaman panen berulang: setelah pohonnya dewasa, pohon itu terus berbuah, jadi kamu bisa memetik Moon Mango berkali-kali tanpa menanam ulang. Berat tiap buah diacak sendiri, tidak pernah di bawah {{minWeight}}, dan sekitar 1 dari {{hugeOneIn}} menjadi buah Huge, beberapa kali lebih berat dari biasanya.',
      worthTitle: 'Berapa harganya?',
      worth:
        'Moon Mango seberat {{baseWeight}} dijual seharga {{baseValue}}. Buah yang lebih ringan tidak pernah turun di bawah harga minimum: buah dengan berat hingga {{floorWeight}} tetap dijual seharga {{floorValue}}. Di atas itu, nilainya naik sesuai kuadrat berat, jadi buah yang dua kali lebih berat bernilai empat kali lipat.',
      variants: 'Varian mengalikan seluruh harga: Moon Mango Gold dengan berat yang sama bernilai {{gold}}, dan yang Rainbow {{rainbow}}.',
      mutations:
        'Mutasi dijumlahkan, bukan saling dikalikan: Shocked ({{shocked}}) dan Frozen ({{frozen}}) bersama-sama menghasilkan {{both}}, bukan hasil kali keduanya. Moon Mango Rainbow Frozen dengan berat dasar bernilai {{rainbowFrozen}}; tabel di bawah menunjukkan kombinasi lainnya.',
      tipsTitle: 'Tips',
      tipKeep:
        'Jangan pernah mencabut pohonnya: mungkin kamu tidak bisa membelinya lagi (pada {{date}} sudah tidak dijual), dan setiap panen adalah peluang baru untuk mendapat buah Gold, Rainbow, atau Huge.',
      tipFrozen:
        'Wet dan Chilled pada buah yang sama menyatu menjadi Frozen ({{frozen}}), yang jauh lebih berharga daripada keduanya secara terpisah.',
      tipCheck: 'Sebelum menjual atau menukar Moon Mango, masukkan berat, varian, dan semua mutasinya ke kalkulator.',
    },
  },
  crop: {
    seedShop: 'Harga di Seed Shop: {{price}}.',
    seedShopNameOnly: 'List komunitas menunjukkan seed-nya di Seed Shop; tidak ada salinan data toko yang mencantumkan harganya.',
    seedShopTier2: 'Harga di Seed Shop (tab Tier 2): {{price}}.',
    seedShopRobux: 'Harga beli instan: {{price}}.',
    originNote: 'Asalnya, menurut riset:',
    eventForms_other:
      'File game juga memuat {{forms}}, versi event dari {{name}} dengan berat, nilai, dan peluang Huge yang sama, jadi nilainya juga sama.',
    wikiNumbers: 'Untuk {{name}}, wiki komunitas mencantumkan {{numbers}}. Angka di halaman ini diambil dari file game itu sendiri.',
    wikiNumbersOlder:
      'Untuk {{name}}, wiki komunitas mencantumkan {{numbers}}: angka game itu sendiri sampai {{date}}. Halaman ini menampilkan angka sesudahnya.',
    removed:
      'Tidak ada lagi di file game sejak {{date}}. Halaman ini tidak dihapus, jadi nilai {{name}} yang masih kamu punya tetap bisa dihitung.',
    neverInFiles:
      'Tidak pernah terlihat di file game: tidak ada satu pun salinan kami (yang pertama dari {{date}}) yang memuatnya. Halaman ini tidak dihapus, jadi nilai {{name}} yang masih kamu punya tetap bisa dihitung.',
    gameFiles: {
      once: '{{name}} hanya muncul sekali di file game, pada {{date}}, dengan {{numbers}}. Angka itu berbeda dari angka wiki komunitas yang ditampilkan di halaman ini.',
      range:
        '{{name}} ada di file game dari {{first}} sampai {{last}}, terakhir dengan {{numbers}}. Angka itu berbeda dari angka wiki komunitas yang ditampilkan di halaman ini.',
    },
    changes: {
      heading: 'Perubahan di file game',
      added: '{{date}}: pertama kali muncul di file game, dengan {{after}}.',
      changed: '{{date}}: berubah dari {{before}} menjadi {{after}}.',
      removed: '{{date}}: hilang dari file game.',
      returned: '{{date}}: kembali ada di file game.',
      window:
        'Perubahan ini berasal dari ekspor mingguan tabel game, dari {{first}} sampai {{last}}; sebelum dan sesudahnya tidak diketahui.',
      all: 'Semua perubahan data game',
    },
  },
  page: {
    meta: {
      title: '{{name}} di Grow a Garden: nilai, berat, dan mutasi',
      description:
        '{{name}} di Grow a Garden: bernilai {{value}} pada {{weight}}, {{gold}} jika Gold, dan {{rainbow}} jika Rainbow. Kelangkaan, harga seed, berat, dan pengaruh mutasi pada nilainya.',
    },
    breadcrumb: 'Jejak navigasi',
    intro: {
      tier: '{{name}} adalah tanaman Grow a Garden dengan kelangkaan {{tier}}.',
      noTier: '{{name}} adalah tanaman Grow a Garden yang kelangkaannya tidak diketahui.',
      category: 'Tanaman ini masuk kategori “{{category}}”.',
      multi: 'Ini tanaman panen berulang yang terus berbuah setelah setiap panen.',
      single: 'Ini tanaman sekali panen: habis setelah dipanen.',
      seedPrice: 'Satu seed seharga {{price}}.',
      obtainable: 'Pada {{date}}, {{name}} bisa didapat di game.',
      notObtainable: 'Pada {{date}}, {{name}} sudah tidak bisa didapat.',
      notYetInFiles: '{{name}} masuk ke file game setelah {{date}}, jadi belum diketahui apakah bisa didapatkan.',
      value: 'Pada berat dasarnya, {{weight}}, satu buah dijual seharga {{normal}}, yang Gold {{gold}}, dan yang Rainbow {{rainbow}}.',
      valueAtUnknownWeight:
        'Beratnya belum diketahui, jadi nilainya dihitung pada berat dasarnya: satu buah dijual seharga {{normal}}, yang Gold {{gold}}, dan yang Rainbow {{rainbow}}.',
    },
    calculator: 'Hitung nilai {{name}} apa pun di kalkulator',
  },
  infobox: {
    title: 'Info utama',
  },
  table: {
    title: 'Nilai dengan varian dan mutasi',
    caption: 'Satu {{name}} pada berat dasarnya, {{weight}}, dalam Sheckles',
    captionAtUnknownWeight: 'Satu {{name}} pada berat dasarnya (belum diketahui), dalam Sheckles',
    mutations: 'Mutasi',
    multiplier: 'Pengali mutasi',
    none: 'Tidak ada',
    maxSet_other: 'Kombinasi maksimal ({{n}} mutasi)',
    maxSetList: 'Mutasi dalam kombinasi maksimal',
    hint: 'Pilih salah satu nilai untuk membuka buah itu di kalkulator.',
  },
  related: {
    title: 'Tanaman terkait',
  },
  index: {
    eggsLink: 'Semua telur, dengan peluang pet-nya',
    gearLink: 'Semua gear',
    weatherLink: 'Cuaca dan mutasi yang diberikannya',
    stockLink: 'Timer restock toko',
    cardBaseValue: 'Nilai dasar: {{amount}}',
    meta: {
      title: 'Wiki tanaman Grow a Garden: semua tanaman dengan nilai, kelangkaan, dan berat',
      description:
        'Jelajahi semua tanaman Grow a Garden berdasarkan nama, kelangkaan, dan kategori, lengkap dengan nilai dan berat dasarnya, lalu buka halaman tiap tanaman untuk melihat tabel nilai dan mutasinya.',
    },
    title: 'Wiki tanaman Grow a Garden',
    intro:
      'Semua tanaman di game dengan kelangkaan, asal, dan nilai dasarnya. Buka salah satunya untuk melihat beratnya, tabel nilai dengan mutasi, dan tanaman terkait.',
    filters: 'Cari tanaman',
    count_other: '{{n}} tanaman ditemukan',
    empty: 'Tidak ada tanaman yang cocok dengan filter ini.',
    petsLink: 'Semua pet di game',
    mutationsLink: 'Semua mutasi di game',
  },
  oddsSource: {
    game: 'Peluangnya berasal dari file game.',
    fanGuide: 'Peluangnya berasal dari panduan buatan pemain, bukan dari file game.',
    fanPage: 'Peluangnya berasal dari halaman buatan pemain, bukan dari file game.',
    copy: 'Peluangnya berasal dari salinan halaman {{name}}, bukan dari file game.',
    communityScript: 'Peluangnya berasal dari skrip komunitas, bukan dari file game.',
    unknown: 'Asal peluangnya tidak diketahui.',
  },
  pet: {
    eggPages: 'Telur tempat pet ini menetas',
    meta: {
      title: '{{name}} di Grow a Garden: kelangkaan, telur, berat saat menetas, dan pertumbuhan',
      description:
        '{{name}} di Grow a Garden: kelangkaannya, telur tempatnya menetas beserta peluangnya, beratnya saat menetas, dan beratnya di setiap umur, dihitung dengan rumus game.',
      titleNoHatch: '{{name}} di Grow a Garden: kelangkaan, telur, dan pertumbuhan seiring umur',
      descriptionNoHatch:
        '{{name}} di Grow a Garden: apa kata data game tentang kelangkaan, telur, dan kemampuannya, serta bagaimana beratnya bertambah seiring umur, dihitung dengan rumus game.',
      /** A pet that age does not grow (Chubby Chipmunk): no promise of growth. */
      titleNoGrowth: '{{name}} di Grow a Garden: kelangkaan, telur, dan berat',
      descriptionNoGrowth:
        '{{name}} di Grow a Garden: apa kata data game tentang kelangkaan, telur, dan kemampuannya, serta beratnya yang tidak berubah seiring umur.',
      /** A pet whose growth the data does not know (one known by name only): no promise of growth. */
      titleGrowthUnknown: '{{name}} di Grow a Garden: kelangkaan, telur, dan kemampuan',
      descriptionGrowthUnknown:
        '{{name}} di Grow a Garden: apa kata data game tentang kelangkaan, telur, dan kemampuannya. Data belum menyebut apakah pet ini tumbuh seiring umur.',
    },
    breadcrumb: 'Pet',
    intro: '{{name}} adalah pet Grow a Garden dengan kelangkaan {{rarity}}.',
    introUnknown: '{{name}} adalah pet di Grow a Garden.',
    introVariant: '{{name}} adalah varian dari {{base}} di Grow a Garden, dengan kelangkaan {{rarity}}.',
    introVariantUnknown: '{{name}} adalah varian dari {{base}} di Grow a Garden.',
    factsUnknown: 'Kelangkaan, telur, dan kemampuannya belum ada di data game yang kami punya.',
    variantFactsUnknown: 'Kelangkaan, telur, dan kemampuannya sendiri belum ada di data game yang kami punya.',
    facts: {
      heading: 'Info pet',
      rarity: 'Kelangkaan',
      eggs: 'Telur',
      eggChance: '{{egg}}: {{chance}}',
      eggChanceUnknown: '{{egg}}: peluang tidak diketahui',
      eggChanceSure: '{{egg}}: {{chance}} (keyakinan peluang: {{level}})',
      chancesAsOf: 'Peluang per {{date}}.',
      chancesAsOfAbout: 'Peluang dari sekitar {{date}}.',
      rarityUnknown: 'tidak diketahui',
      eggsUnknown: 'tidak diketahui',
      abilitiesUnknown: 'tidak diketahui',
      abilityEffects: 'Fungsinya',
      abilityEffectsUnknown: 'tidak diketahui',
      noteSeparator: '; ',
      abilityNumbers: 'Di level 1, menurut data game',
      abilityNumberName: '{{passive}}:',
      abilityNumbersUnknown: 'tidak ada angkanya di data ini',
      abilityNumbersAsOf: 'Data game {{date}}.',
      obtain: 'Cara mendapatkannya',
      obtainFromPage: 'menurut panduan di web',
      unobtainableAsOf: 'Ditandai Unobtainable (tidak bisa didapat) di daftar pet game (per {{date}})',
      unobtainableAsOfAbout: 'Ditandai Unobtainable (tidak bisa didapat) di daftar pet game (sekitar {{date}})',
      hunger: 'Lapar',
      hungerUnknown: 'tidak diketahui',
      hungerAsOf: '{{hunger}} (per {{date}})',
      sellPriceUnknown: 'tidak diketahui',
      sellPriceAsOf: '{{price}} (per {{date}})',
      sellPriceAsOfAbout: '{{price}} (dari sekitar {{date}})',
      abilities: 'Kemampuan',
      grows: 'Tumbuh seiring umur',
      growsYes: 'Ya',
      growsNo: 'Tidak: beratnya bertambah karena makan',
      growsUnknown: 'tidak diketahui',
      sellPrice: 'Harga jual dasar',
      sure: 'Tingkat keyakinan sumber',
      sources: 'Sumber',
    },
    sourceKind: {
      game: 'salinan file game',
      script: 'skrip komunitas yang membaca data game',
      fan: 'database pet buatan penggemar',
      page: 'panduan di internet',
      other: 'laporan lain',
    },
    hatch: {
      heading: 'Berat saat menetas',
      known:
        'Di data telur game dari sekitar {{date}}, {{name}} menetas dengan berat dasar {{baseMin}} sampai {{baseMax}}, yang tampil di game sebagai {{min}} sampai {{max}} di umur 1.',
      hugeOneIn: '1 dari {{oneIn}} pet menetas Huge dan lebih berat.',
      unknown: 'Berat {{name}} saat menetas belum ada di data game yang kami punya.',
      eggData:
        'Sebagai perbandingan: di data telur game dari sekitar {{date}}, setiap telur menetaskan pet dengan berat dasar {{baseMin}} sampai {{baseMax}} ({{min}} sampai {{max}} di umur 1), dan 1 dari {{oneIn}} pet menetas Huge. Belum diketahui apakah {{name}} menetas dengan cara yang sama.',
    },
    growth: {
      age: 'Umur',
      heading: 'Berat menurut umur',
      caption:
        'Berat {{name}} menurut umur, pada berat paling ringan, tengah, dan paling berat dari pet yang menetas normal (seberapa sering tiap berat muncul tidak ada di data)',
      light: 'Menetas paling ringan',
      middle: 'Tengah rentang',
      heavy: 'Menetas paling berat',
      unknownHatch:
        'Tanpa berat saat menetasnya, halaman ini tidak bisa menampilkan berat {{name}} per umur. Seperti semua pet yang tumbuh seiring umur, beratnya bertambah sama banyak di setiap umur, dan di umur {{maxAge}} beratnya {{ratio}} kali berat di umur 1: masukkan umur dan berat pet kamu di kalkulator untuk melihat beratnya di setiap umur.',
      unknownGrowth:
        'Data game yang kami punya tidak menyebut apakah {{name}} tumbuh seiring umur, jadi halaman ini tidak bisa menampilkan beratnya per umur. Pet yang tumbuh seiring umur beratnya bertambah sama banyak di setiap umur, dan di umur {{maxAge}} beratnya {{ratio}} kali berat di umur 1: kalau pet kamu tumbuh, masukkan umur dan beratnya di kalkulator untuk melihat beratnya di setiap umur.',
      noGrowth: '{{name}} tidak tumbuh seiring umur: beratnya bertambah karena makan, jadi beratnya tidak bisa diketahui dari umurnya.',
      calculator: 'Hitung berat {{name}} kamu',
    },
    related: 'Pet terkait',
  },
  pets: {
    meta: {
      title: 'Pet Grow a Garden: semua pet beserta kelangkaan dan telurnya',
      description:
        'Semua pet Grow a Garden dalam satu daftar: cari berdasarkan nama, filter menurut kelangkaan dan telur, lalu buka halaman tiap pet untuk melihat apa kata data game tentangnya, dari telurnya sampai berat saat menetas dan pertumbuhannya per umur.',
    },
    title: 'Pet Grow a Garden',
    intro:
      'Semua pet di game beserta kelangkaan dan telur tempatnya menetas. Buka salah satunya untuk melihat kemampuannya, serta berat saat menetas dan pertumbuhan per umur jika ada di data game.',
    filters: 'Cari pet',
    rarity: 'Kelangkaan',
    unknownRarity: 'Kelangkaan tidak diketahui',
    egg: 'Telur',
    allEggs: 'Semua telur',
    noEgg: 'tidak ada telur di daftar dengan ID ini',
    sort: 'Urutkan menurut',
    sortName: 'Nama',
    sortRarity: 'Kelangkaan',
    count_other: '{{n}} pet ditemukan',
    empty: 'Tidak ada pet yang cocok dengan filter ini.',
  },
  mutations: {
    meta: {
      title: 'Mutasi Grow a Garden: semua mutasi dengan pengalinya',
      description:
        'Semua mutasi Grow a Garden dalam satu daftar beserta pengali dan kelompoknya: cari berdasarkan nama, urutkan berdasarkan pengali, lalu buka halaman tiap mutasi untuk melihat cara mendapatkannya dan hasil fusinya.',
    },
    breadcrumb: 'Mutasi',
    title: 'Mutasi Grow a Garden',
    intro:
      'Semua mutasi di game beserta pengalinya. Mutasi saling dijumlahkan: masing-masing menambahkan pengalinya dikurangi 1 ke buah. Buka salah satunya untuk melihat cara mendapatkannya, hasil fusinya, dan nilainya.',
    filters: 'Cari mutasi',
    group: 'Kelompok',
    allGroups: 'Semua kelompok',
    sort: 'Urutkan',
    sorts: {
      name: 'Nama, A sampai Z',
      '-name': 'Nama, Z sampai A',
      '-multiplier': 'Pengali, tertinggi dulu',
      multiplier: 'Pengali, terendah dulu',
    },
    count_other: '{{n}} mutasi ditemukan',
    empty: 'Tidak ada mutasi yang cocok dengan filter ini.',
    variantNote:
      '{{name}} adalah varian, bukan mutasi: setiap buah punya satu varian, dan pengalinya ({{multiplier}}) mengalikan seluruh nilainya, termasuk mutasi.',
  },
  mutation: {
    weathers: 'Cuaca yang memberikannya',
    meta: {
      title: 'Mutasi {{name}} di Grow a Garden: {{multiplier}}, cara mendapatkan dan kombinasinya',
      description:
        'Mutasi {{name}} di Grow a Garden: pengali {{multiplier}}, menambah {{adds}} ke total mutasi buah. Cara mendapatkannya, hasil fusinya, dan contoh nilai yang dihitung dengan rumus game.',
    },
    intro:
      '{{name}} adalah mutasi Grow a Garden dari kelompok {{group}} dengan pengali {{multiplier}}: mutasi ini menambah {{adds}} ke total mutasi buah.',
    facts: {
      heading: 'Data mutasi',
      multiplier: 'Pengali',
      adds: 'Tambahan ke total mutasi',
      group: 'Kelompok',
      look: 'Tampilan',
      lookUnknown: 'tidak diketahui',
    },
    obtain: {
      heading: 'Cara mendapatkannya',
      unknown: 'Belum diketahui bagaimana buah mendapatkan {{name}}: tidak ada sumber kami yang menyebutkannya.',
      wayKind: '{{kind}}:',
      confidence: 'Keyakinan untuk cara-cara ini secara keseluruhan: {{level}}.',
      notesQualify: 'Catatan di samping suatu cara memberi batasan pada cara itu.',
      inEnglish: 'bahasa Inggris:',
      note: 'Catatan riset:',
      noteInEnglish: 'Catatan riset (bahasa Inggris):',
      disputed: 'Sumber-sumber tidak sepakat mutasi mana yang diberikan {{way}}:',
      kinds: {
        weather: 'Cuaca',
        event: 'Event',
        pet: 'Kemampuan pet',
        gear: 'Gear',
        fusion: 'Fusi',
        admin: 'Event admin',
        other: 'Cara lain',
      },
      other: {
        oldamber: 'Amber menua menjadi Old Amber setelah 24 jam.',
        ancientamber: 'Old Amber menua menjadi Ancient Amber setelah 48 jam.',
        friendbound: 'Punya 5 teman di server.',
      },
    },
    rules: {
      heading: 'Rantai dan fusi',
      madeBy: 'Dibuat lewat fusi',
      fusesInto: 'Hasil fusinya',
      chains: 'Rantai',
      none: '{{name}} tidak termasuk rantai atau fusi mana pun: mutasi ini cukup dijumlahkan dengan mutasi lain di buah.',
      unknown:
        'Belum diketahui bagaimana {{name}} bergabung dengan mutasi lain. Sampai sumber menyebutkannya, situs ini tidak memasukkannya ke rantai atau fusi mana pun.',
    },
    conflicts: {
      heading: 'Saat bertemu mutasi lain',
      intro:
        'Aturan game mengubah buah yang mendapat {{name}} bersamaan dengan salah satu mutasi ini. Saat salah satunya mengenai buah yang sudah punya {{name}}:',
      none: '{{name}} bisa ada di buah bersama mutasi lain mana pun.',
      unknown:
        'Belum diketahui mutasi mana yang tidak bisa berada di satu buah bersama {{name}}. Sampai sumber menyebutkannya, situs ini membiarkannya bersama semua mutasi lain.',
    },
    crops: {
      heading: 'Tanaman',
      restricted: 'Sumber hanya mencatat {{name}} pada tanaman berikut:',
      inferred:
        'Tidak ada sumber yang menyebut {{crop}}: situs ini juga menghitung {{name}} pada tanaman itu berdasarkan kesimpulannya sendiri, karena {{crop}} memakai angka {{takenFor}} dari sebelum rework.',
    },
    examples: {
      heading: 'Contoh nilai',
      caption: 'Satu buah Normal pada berat dasarnya, dalam Sheckles',
      crop: 'Tanaman',
      without: 'Tanpa mutasi',
      with: 'Dengan {{name}}',
      calculator: 'Coba {{name}} di kalkulator',
    },
    related: 'Mutasi yang didapat dengan cara yang sama',
  },
};
