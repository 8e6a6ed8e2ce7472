export default {
  meta: {
    title: 'Cara nilai tanaman Grow a Garden dihitung: rumusnya, lengkap dengan bukti',
    description:
      'Rumus nilai tanaman Grow a Garden dengan bahasa sederhana: berat, harga minimum, varian, mutasi, bonus teman, pajak pasar, dan pembulatan, dengan contoh perhitungan dan nilai dari wiki untuk {{crops}} tanaman yang dihitung ulang.',
    datasetName: 'Nilai tanaman dari wiki Grow a Garden, dihitung ulang',
    datasetDescription:
      'Nilai harga minimum dan nilai rata-rata yang dipublikasikan wiki komunitas Grow a Garden untuk {{crops}} tanaman, masing-masing dihitung ulang dengan rumus game beserta alasan setiap selisih.',
  },
  title: 'Cara nilai dihitung',
  intro:
    'Semua nilai di situs ini berasal dari satu rumus, yaitu rumus game itu sendiri. Di sini rumusnya dijelaskan dengan bahasa sederhana, lengkap dengan contoh perhitungan, bukti bahwa hasilnya sama dengan nilai di wiki komunitas, dan asal setiap angka.',
  rules: {
    heading: 'Rumusnya dengan bahasa sederhana',
    weight:
      'Berat: bagi berat buah dengan berat dasar tanamannya, lalu kuadratkan hasilnya. Itulah faktor berat, jadi nilai naik lebih cepat daripada beratnya.',
    priceFloor:
      'Harga minimum: rasionya tidak pernah dihitung kurang dari {{ratio}}. Buah yang lebih ringan dijual seolah-olah beratnya {{ratio}} dari berat dasarnya, jadi faktor berat terkecil adalah {{factor}}.',
    variant: 'Varian: nilai dikalikan dengan varian buah: {{variants}}.',
    mutations:
      'Mutasi dijumlahkan, bukan dikalikan: mulai dari 1, lalu tambahkan pengali tiap mutasi dikurangi 1. Hasilnya tidak pernah di bawah 1. {{example}}.',
    mutationsExample: '{{first}} dan {{second}} bersama-sama menghasilkan {{total}}',
    product: 'Nilai: nilai dasar × faktor berat × varian × pengali mutasi.',
    tax: 'Pajak pasar: di atas {{threshold}} Sheckles, game memperkecil nilai mengikuti sebuah kurva: <points/>. Di antara titik-titik itu kurvanya berupa garis lurus, dan setelah titik terakhir garisnya terus berlanjut.',
    taxScope:
      'Kode game hanya mengenakan pajak pada buah yang atribut FruitVersion-nya {{version}} atau lebih. Sumber tidak menyebut buah mana yang tidak memilikinya, jadi situs ini mengenakan pajak pada semua buah.',
    taxPoint: '<before/> menjadi <after/>',
    rounding:
      'Pembulatan: game membulatkan sekali saja, setelah pajak, ke bilangan bulat Sheckles. Tepat setengah dibulatkan menjauhi nol: {{unrounded}} menjadi {{rounded}}.',
    boost:
      'Bonus teman: setiap teman di server kamu menambah {{step}}, hingga {{max}} (angka dari komunitas: kode game untuk ini tidak publik). Bonus ini diterapkan ke nilai yang sudah dibulatkan, lalu situs ini membulatkan hasilnya lagi; apakah game juga begitu belum dipastikan. Beberapa buah yang sama bernilai harga itu dikali jumlahnya.',
    weightRoll:
      'Berat saat panen: berat tiap buah yang dipanen diacak dari {{min}} sampai {{max}} kali berat dasar tanamannya, dalam kelipatan seperseribu yang semuanya sama peluangnya, jadi rata-ratanya {{mean}} kali. Buah Huge (sesuai peluang Huge tanaman itu) beratnya {{huge}} kali lipat dari berat itu. Berat rata-rata dan nilai rata-rata tiap tanaman di situs ini dihitung dari pengacakan ini; kolom “rata-rata” di wiki komunitas adalah berat dasar dan nilai dasarnya.',
    variantRoll:
      'Varian saat panen: saat buah dipanen, game memilih variannya secara acak dengan bobot ini ({{weights}}). Tanpa apa pun yang menaikkannya, peluangnya {{chances}}.',
    neverRolled_other: '{{variants}} tidak pernah muncul saat panen: didapat lewat mekanik lain.',
  },
  example: {
    heading: 'Contoh perhitungan',
    stepHeading: 'Satu buah, langkah demi langkah',
    intro: 'Setiap angka di sini dihitung oleh kode yang sama dengan kalkulator.',
    fruit: '{{crop}} seberat {{weight}}, {{variant}}, dengan {{mutations}} dan bonus teman {{boost}}',
    taxHeading: 'Di atas satu triliun: pajak pasar',
    taxIntro:
      'Buah Huge dengan kombinasi mutasi terbaik untuk tanamannya bisa melewati satu triliun Sheckles. Saat itu, langkah pajak mengubah nilainya.',
    taxFruit: '{{crop}} seberat {{weight}}, {{variant}}, dengan mutasi maksimalnya, tanpa bonus teman',
    steps: {
      baseValue: 'Nilai dasar {{crop}}',
      ratio: 'Rasio berat',
      ratioFloor: 'Lebih ringan dari harga minimum, jadi dihitung sebagai {{ratio}}',
      weightFactor: 'Faktor berat (rasio dikuadratkan)',
      variant: 'Varian: {{name}}',
      mutations: 'Pengali mutasi',
      mutationsDetail_other: 'Tambahan dari tiap mutasinya ({{n}})',
      mutationAdds: '{{name}} {{multiplier}} menambah {{adds}}',
      totalMultiplier: 'Varian × pengali mutasi',
      unrounded: 'Sebelum pajak dan pembulatan',
      noTax: 'Pajak pasar: tidak ada, nilainya tidak di atas {{threshold}}',
      tax: 'Setelah pajak pasar',
      rounded: 'Nilai tanaman, setelah dibulatkan',
      boost: 'Dengan bonus teman {{boost}}',
    },
    open: 'Buka buah ini di kalkulator',
  },
  proof: {
    heading: 'Buktinya: nilai dari wiki, dihitung ulang',
    intro:
      'Wiki komunitas mencantumkan harga jual satu buah biasa (Normal, tanpa mutasi) dari setiap tanaman pada berat harga minimum dan pada berat rata-ratanya, yaitu berat dasarnya. Setiap nilai itu dihitung ulang di bawah oleh mesin situs ini saat halaman dibuat.',
    source: 'Nilai sebagaimana tercantum di halaman Crops wiki pada {{date}}.',
    summaryExact_other: '{{n}} dari {{total}} tanaman cocok persis.',
    summaryHalfEven_other: '{{n}} berselisih satu karena pembulatan setengah ke bilangan genap.',
    summaryDifferent_other: '{{n}} berbeda karena alasan lain.',
    why: 'Kenapa kurang satu? Untuk tanaman-tanaman ini, nilai persis sebelum pembulatan berakhir dengan ,5. Game membulatkan setengah menjauhi nol, jadi ke atas; tabel wiki membulatkannya ke bilangan genap terdekat, yang di sini kurang satu.',
    caption: 'Nilai dari wiki dan dari situs ini untuk setiap tanaman, dalam Sheckles',
    scrollRegion: 'Nilai yang dipublikasikan (bisa digeser ke samping)',
    crop: 'Tanaman',
    weight: 'Buah',
    wiki: 'Wiki',
    engine: 'Situs ini',
    match: 'Kecocokan',
    priceFloor: 'Harga minimum, {{weight}}',
    average: '“Rata-rata” wiki (berat dasar), {{weight}}',
    exact: 'Persis',
    halfEven:
      'Selisih satu: {{unrounded}} tepat setengah, yang dibulatkan game ke atas menjadi {{game}} dan oleh wiki ke bilangan genap {{wiki}}.',
    different: 'Selisih {{difference}}',
  },
  sources: {
    icons:
      'Ikon tanaman dan pet: <name>{{name}}</name>, dengan lisensi <licence>{{licence}}</licence>. Jika tidak ada emoji yang cocok, ikon menampilkan huruf pertama namanya.',
    heading: 'Asal setiap angka',
    intro:
      'Salinan file game itu sendiri menjadi sumber utama. Jika file game tidak menyebutkan sesuatu, wiki komunitas dan situs penggemar melengkapinya, dan setiap data menyebutkan seberapa yakin sumbernya.',
    caption: 'Sumber data game, dengan tanggal salinan yang dipakai dan tingkat keyakinannya',
    scrollRegion: 'Sumber (bisa digeser ke samping)',
    what: 'Data',
    source: 'Sumber',
    date: 'Tanggal',
    confidence: 'Keyakinan',
    named: '{{kind}}: {{name}}',
    kind: {
      game: 'File game',
      wiki: 'Wiki komunitas',
      fanSite: 'Situs penggemar',
      script: 'Skrip komunitas',
    },
    topic: {
      cropValues: 'Nilai dasar, berat dasar, dan peluang Huge tiap tanaman',
      valueFormula: 'Rumus nilai: faktor berat, harga minimum, mutasi, dan varian',
      marketTax: 'Kurva pajak pasar di atas satu triliun',
      weightRoll: 'Berat yang keluar saat panen dan berat minimum',
      variants: 'Pengali varian (Normal, Silver, Gold, Rainbow, Diamond)',
      mutationMultipliers: 'Pengali mutasi',
      mutationRules: 'Mutasi mana yang menyatu (fusi), saling menggantikan, atau tidak bisa digabung',
      friendBoost: 'Bonus teman: {{step}} per teman, paling banyak {{max}}',
      cropFacts: 'Kelangkaan, panen, harga seed, dan apakah tanaman bisa didapat pada tanggal itu',
      categories: 'Kategori tanaman',
      cropOrigins: 'Asal setiap tanaman (toko, paket seed, event, hadiah) dan kategorinya',
      mutationSources: 'Cara buah mendapat setiap mutasi (cuaca, pet, gear, event)',
      petWeight: 'Berat pet menurut umur',
      gameExports: 'Ekspor mingguan tabel game: setiap perubahan dan kapan setiap tanaman, mutasi, dan pet masuk ke file game',
      publishedValues: 'Nilai yang dipublikasikan wiki dan dipakai sebagai bukti di atas',
    },
  },
  changelog: {
    heading: 'Catatan perubahan data',
    intro:
      'Apa saja yang berubah di file game sampai {{date}}, menurut ekspor mingguan tabel game. Setiap perubahan diberi tanggal ekspor pertama yang memuatnya.',
    introWindow:
      'Apa saja yang berubah di file game dari {{first}} sampai {{last}}, menurut ekspor mingguan tabel game; sebelum dan sesudahnya tidak diketahui. Setiap perubahan diberi tanggal ekspor pertama yang memuatnya. Yang sudah ada di ekspor pertama sudah ada di file game sebelumnya, jadi tidak dihitung sebagai baru.',
    values: {
      heading: 'Angka tanaman yang berubah',
      caption: 'Nilai dasar, berat dasar, dan peluang Huge per buah, sebelum dan sesudah perubahan',
      scrollRegion: 'Angka yang berubah (bisa digeser ke samping)',
      crop: 'Tanaman',
      date: 'Tanggal',
      before: 'Sebelum',
      after: 'Sesudah',
    },
    multipliers: {
      heading: 'Pengali mutasi yang berubah',
      caption: 'Pengali tiap mutasi, sebelum dan sesudah perubahan',
      scrollRegion: 'Pengali yang berubah (bisa digeser ke samping)',
      mutation: 'Mutasi',
    },
    added: {
      same: '<item>{{name}}</item>: {{value}}',
      changed: '<item>{{name}}</item>: {{first}} saat pertama muncul, sekarang {{now}}',
      gone: '<item>{{name}}</item>: {{first}} saat pertama muncul, {{last}} saat keluar dari file game',
    },
    newCrops: {
      heading_other: '{{n}} tanaman baru',
      list: 'Tampilkan tanaman baru menurut tanggal',
    },
    mutations: {
      heading_other: '{{n}} mutasi baru',
      list: 'Tampilkan mutasi baru menurut tanggal',
      rules_other:
        'Cara {{n}} mutasi di antaranya bergabung dengan mutasi lain belum diketahui, jadi kalkulator tidak menggabungkannya dengan mutasi apa pun.',
    },
    pets: {
      heading_other: '{{n}} pet baru',
      list: 'Tampilkan pet baru menurut tanggal',
    },
    removed: {
      heading: 'Hilang dari file game',
      item: '<crop>{{name}}</crop>: tidak ada lagi di file game sejak {{date}}. Halamannya tetap ada.',
    },
  },
};
