export default {
  meta: {
    title: 'Kalkulator trade Grow a Garden: W, Fair, atau L? Nilai buah yang tepat',
    description:
      'Cek trade Grow a Garden: hingga 12 item per sisi, nilai buah yang tepat dengan rumus game (berat, varian, mutasi), nilai pet versi kamu sendiri, dan hasil W, Fair, atau L.',
  },
  title: 'Kalkulator trade Grow a Garden',
  intro:
    'Taruh yang kamu berikan di satu sisi dan yang kamu dapatkan di sisi lain. Nilai buah dihitung tepat dengan rumus game; untuk pet atau barang lain, ketik sendiri nilainya.',
  petNote:
    'Situs ini tidak mengarang nilai pet karena tidak ada sumber pasti untuk itu. Tambahkan pet sebagai nilai manual, dengan harga dalam Sheckles yang mau kamu terima.',
  side: {
    give: 'Kamu kasih',
    get: 'Kamu dapat',
    empty: 'Belum ada apa-apa.',
    count_other: '{{n}} item',
    full: 'Satu sisi maksimal berisi {{max}} item.',
    addFruit: 'Tambah buah',
    addValue: 'Tambah nilai manual',
    loading: 'Memuat…',
  },
  item: {
    custom: 'Nilai manual',
    noMutation: 'tanpa mutasi',
    quantity_other: '{{n}} buah',
    edit: 'Ubah',
    done: 'Selesai',
    remove: 'Hapus',
    moveTo: 'Pindahkan ke “{{side}}”',
    invalid: 'Ada kolom yang isiannya tidak valid: yang dihitung adalah nilai valid terakhirnya.',
    editor: 'Item {{position}} di “{{side}}”',
    error: 'Item ini tidak bisa dinilai.',
  },
  custom: {
    label: 'Nilai dalam Sheckles',
    hint: 'Bilangan bulat, seperti {{plain}}, {{grouped}}, atau {{shortened}}.',
    errors: {
      empty: 'Ketik nilai item ini dalam Sheckles.',
      notANumber: 'Itu bukan bilangan bulat. Ketik nilai seperti 2500000.',
      tooLarge: 'Nilai manual maksimal {{max}}.',
      negative: 'Nilai tidak boleh kurang dari 0.',
    },
  },
  result: {
    heading: 'Penilaian',
    give: 'Kamu kasih',
    get: 'Kamu dapat',
    difference: 'Selisih',
    noPercent: 'tanpa persentase: kamu tidak memberikan apa pun',
    noPercentGet: 'tanpa persentase: kamu tidak mendapat apa pun',
    stale_other: '{{n}} item punya kolom yang isiannya tidak valid: penilaian dan totalnya memakai nilai valid terakhir item tersebut.',
  },
  band: {
    legend: 'Batas Fair',
    option: '±{{percent}}',
    hint: 'Seberapa dekat nilai kedua sisi agar trade dianggap Fair.',
  },
  verdict: {
    win: 'W',
    fair: 'Fair',
    loss: 'L',
    winText: 'Kamu mendapat {{difference}} Sheckles lebih banyak daripada yang kamu berikan ({{percent}}), melebihi batas Fair {{band}}.',
    lossText: 'Kamu memberikan {{difference}} Sheckles lebih banyak daripada yang kamu dapat ({{percent}}), melebihi batas Fair {{band}}.',
    fairText: 'Selisih kedua sisi masih dalam batas {{band}}.',
    freeText: 'Kamu mendapat {{total}} Sheckles tanpa memberikan apa pun.',
    giveAwayText: 'Kamu memberikan {{total}} Sheckles tanpa mendapat apa pun.',
    emptyText: 'Tambahkan item di kedua sisi untuk mengecek trade.',
    addGetText: 'Kamu kasih {{total}} Sheckles. Tambahkan yang kamu dapat untuk melihat apakah trade-nya Fair.',
    addGiveText: 'Kamu dapat {{total}} Sheckles. Tambahkan yang kamu kasih untuk melihat apakah trade-nya Fair.',
    nothingText: 'Kedua sisi bernilai {{total}} Sheckles.',
  },
  balance: {
    label: 'Perbandingan: kamu memberikan {{give}}, kamu mendapat {{get}}',
    under: 'kurang dari {{percent}}',
    over: 'lebih dari {{percent}}',
  },
  actions: {
    swap: 'Tukar sisi',
    clear: 'Trade baru',
  },
  arrival: {
    addedToLast_other: '{{fruit}} sudah ditambahkan ke trade terakhir kamu, yang sebelumnya berisi {{n}} item.',
    addedToNew: '{{fruit}} sudah ditambahkan ke trade baru.',
    keepOnly: 'Trade baru cuma dengan {{fruit}}',
  },
  link: {
    overLimit_other: '“{{side}}” kelebihan {{n}} item dari batas satu sisi; hanya {{max}} item pertama yang disimpan.',
    mutations: 'Item {{position}} di “{{side}}”: {{changes}}.',
    badItem: 'bukan item yang bisa dibaca kalkulator',
    badMutation: 'bukan mutasi yang dikenal kalkulator; buahnya tetap dipakai tanpa mutasi itu',
    badBand: 'batas Fair harus {{bands}}',
    shape: 'bukan item: buah ditulis seperti {{fruit}} (tanaman, berat, varian, mutasi, jumlah buah), nilai manual seperti {{typed}}',
    unweighedWeight:
      'belum ada sumber yang menyebut berat tanaman ini, jadi nilainya dihitung pada berat dasarnya dan beratnya harus dikosongkan',
    typedDigits:
      'nilai manual harus bilangan bulat Sheckles yang ditulis dengan angka saja, misalnya {{example}}: tanpa titik, huruf, atau tanda',
    typedMax: 'nilai manual maksimal {{max}} Sheckles',
  },
};
