export default {
  meta: {
    title: 'Timer stok Grow a Garden: restock Seed, Gear, dan Egg Shop berikutnya',
    description:
      'Timer restock Grow a Garden: hitung mundur langsung ke restock Seed Shop, Gear Shop, dan Pet Egg Shop berikutnya dalam waktu lokal kamu, dengan harga dan peluang stok setiap seed.',
  },
  title: 'Stok dan timer restock Grow a Garden',
  intro:
    'Kapan setiap toko restock, dihitung mundur dalam waktu kamu sendiri, dan seberapa besar peluang seed, gear, atau telur muncul saat restock. Isi stok langsung tidak ditampilkan: itu butuh server game.',
  startsWithScript: 'Hitung mundur dimulai setelah halaman selesai dimuat.',
  nextIn: 'Restock berikutnya dalam',
  nextResetIn: 'Reset berikutnya dalam',
  at: 'pukul {{time}}',
  atOnDay: '{{day}} pukul {{time}}',
  dayTime: '{{day}} pukul {{time}}',
  later: 'Lalu:',
  sure: 'Keyakinan soal interval: {{interval}}; soal {{what}}: {{alignment}}.',
  sureOf: {
    timing: 'waktu',
    serverDecides: 'server yang menentukan kapan mulainya',
  },
  rule: {
    every: 'Setiap {{interval}}, pada saat yang sama di semua server: setiap kali waktu UTC adalah kelipatan pas dari {{interval}}.',
    everyDisputed: 'Kebanyakan sumber bilang setiap {{interval}}.',
    daily: 'Setiap hari pukul {{time}} UTC, di semua server sekaligus.',
    dailyMidnight: 'Setiap hari saat tengah malam UTC, di semua server sekaligus.',
    none: 'Tidak ada jam tetap.',
  },
  clocks: {
    heading: 'Jam restock',
    how: 'Game menghitung mundur ke kelipatan pas berikutnya dari interval toko dalam waktu Unix (UTC), jadi semua server restock pada saat yang sama, apa pun zona waktu kamu. Halaman ini menghitung setiap hitung mundur dari jam perangkat kamu.',
    noCountdown: 'Tanpa hitung mundur',
  },
  eventOver: 'Hanya selama event-nya berlangsung, dari {{start}} sampai {{end}}: event itu sudah selesai, jadi tidak ada hitung mundur.',
  shops: {
    seed: {
      note: 'Dari kode game: toko restock setiap {{interval}}, pada menit {{first}}, {{second}}, {{third}} …',
    },
    gear: {
      note: 'Dari kode game: jam yang sama dengan Seed Shop, dengan interval {{interval}}.',
    },
    egg: {
      note: 'Game menghitung dengan cara yang sama, tetapi interval {{interval}} berasal dari panduan dan makro pemain, bukan dari file game.',
    },
    cosmetic: {
      note: 'Sumber tidak sepakat soal intervalnya (4 jam, 4 jam bergeser satu jam, atau 3 jam), jadi tidak ada hitung mundur.',
    },
    'seed-tier-2': {
      name: 'Seed Shop, tab Tier 2 (Garden Coins)',
      note: 'Interval satu jam ada di file game; kemungkinan besar jatuhnya tepat di awal jam (UTC), tapi belum pasti.',
    },
    'daily-deals': {
      name: 'Seed Shop, tab Daily Deals',
      note: 'Interval harian ada di file game; kemungkinan besar jatuhnya tepat tengah malam UTC, tapi belum pasti.',
    },
    'traveling-merchant': {
      note: 'Server yang memilih kapan pedagang datang dan memberi tahu pemain di dalam game, jadi tidak ada situs yang bisa menghitung mundur.',
    },
    'event-shops': {
      name: 'Toko event',
      note: 'Setiap event restock dengan caranya sendiri (ada yang saat pemain memicunya); tidak ada sumber yang memberi jam.',
    },
    'bee-egg-shop': {
      name: 'Toko telur lebah',
      note: 'Game menghitung dengan cara yang sama, tetapi tidak ada sumber yang menyebut intervalnya.',
    },
    'daily-quests': {
      name: 'Quest harian',
      note: 'Waktu reset quest berasal dari kode game.',
    },
    'zen-quests': {
      name: 'Quest Zen (event)',
      note: 'Dari kode game: quest direset dengan jam ini hanya selama event Zen berlangsung.',
    },
    weather: {
      name: 'Cuaca',
      note: 'Server memulai setiap cuaca dan memberi tahu pemain berapa lama berlangsung, jadi tidak ada situs yang bisa menghitung mundur.',
    },
  },
  alert: {
    button: 'Kabari aku saat restock berikutnya',
    asking: 'Menanyakan ke browser apakah halaman ini boleh menampilkan notifikasi…',
    granted: 'Kamu akan mendengar suara dan mendapat notifikasi {{when}}, selama halaman ini terbuka.',
    denied: 'Notifikasi dimatikan untuk situs ini, jadi kamu hanya akan mendengar suara {{when}}, selama halaman ini terbuka.',
    unsupported:
      'Browser ini tidak bisa menampilkan notifikasi, jadi kamu hanya akan mendengar suara {{when}}, selama halaman ini terbuka.',
    rang: 'Toko sudah restock.',
    cancelled: 'Pengingat dibatalkan.',
    notShown: 'Toko sudah restock, tetapi browser ini tidak mau menampilkan notifikasinya.',
    title: '{{shop}} sudah restock',
    body: 'Restock pukul {{time}} sudah masuk.',
    resetButton: 'Kabari aku saat reset berikutnya',
    resetRang: 'Quest sudah reset.',
    resetNotShown: 'Quest sudah reset, tetapi browser ini tidak mau menampilkan notifikasinya.',
    resetTitle: '{{shop}} sudah reset',
    resetBody: 'Reset pukul {{time}} sudah tiba.',
  },
  odds: {
    heading: 'Peluang stok',
    formula:
      'Peluang sebuah item muncul di setidaknya satu dari n restock adalah 1 − (1 − p)ⁿ, dengan p peluangnya di satu restock; rata-rata waktu tunggu adalah 1 ÷ p restock. Keduanya menganggap setiap restock diundi sendiri-sendiri.',
    seeds: 'Seed di Seed Shop (tab utama): harga, jumlah, kolom StockChance dari game, dan hasilnya',
    seedsTier2: 'Seed di Seed Shop (tab Tier 2, Garden Coins): harga, jumlah, kolom StockChance dari game, dan hasilnya',
    gear: 'Gear di Gear Shop, termurah dulu: harga, jumlah, kolom StockChance dari game, dan hasilnya',
    eggs: 'Telur di Pet Egg Shop: harga dan kolom StockChance dari game',
  },
  reading: {
    oneInN:
      'Game memberi setiap item bilangan bulat N, makin besar makin langka. Di sini dibaca sebagai peluang 1 dari N di setiap restock (keyakinan atas cara baca ini: {{confidence}}).',
    unknown: 'Angka dari game ditampilkan apa adanya: cara toko mengundi stoknya tidak diketahui, jadi tidak ada peluang yang dihitung.',
    basis: {
      seed: 'Sebuah list buatan pemain mencantumkan persis angka-angka game sebagai peluang “1 dari N”; kode server yang mengundi stok tidak ada di salinan mana pun.',
      'seed-tier-2':
        'Tab Tier 2 punya kolom yang sama dengan tab utama dan dibaca dengan cara yang sama, tetapi tidak ada sumber yang memeriksanya di sana.',
      gear: 'Gear Shop punya kolom yang sama dan dibaca dengan cara yang sama, tetapi tidak ada sumber yang memeriksanya.',
      egg: 'Pemain melaporkan {{rates}} per restock, dan itu bukan peluang 1 dari N menurut angka game: toko kemungkinan mengisi beberapa slot.',
    },
    rate: '{{egg}} {{percent}}',
  },
  table: {
    item: 'Item',
    rarity: 'Kelangkaan',
    price: 'Harga',
    amount: 'Jumlah per restock',
    field: 'StockChance (di game)',
    perRestock: 'Peluang per restock',
    withinHour: 'Peluang dalam satu jam ke depan',
    wait: 'Rata-rata tunggu',
    data: 'Data',
    otherRows: 'Baris yang kolom {{column}}-nya kosong:',
    leftOut_other: 'Kolom yang tidak ditampilkan karena tidak diketahui untuk semua item di tabel ini: {{columns}}.',
    nameOnly_other: 'Ada {{n}} seed lagi yang hanya diketahui namanya: muncul di list komunitas untuk toko ini.',
    /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
    unknownFeminineAfter: '',
  },
  links: {
    eggs: 'Semua telur',
    gear: 'Semua gear',
    weather: 'Cuaca dan mutasi',
  },
};
