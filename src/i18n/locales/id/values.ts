export default {
  meta: {
    title: 'Daftar nilai Grow a Garden: nilai pasti setiap tanaman, dengan varian dan mutasi',
    description:
      'Semua {{crops}} tanaman Grow a Garden dengan nilai pasti per buah, dihitung dengan rumus asli dari game: urutkan berdasarkan nilai, cari, filter berdasarkan kelangkaan, dan lihat tiap tanaman sebagai Gold, Rainbow, Frozen, atau dengan mutasi maksimalnya.',
  },
  title: 'Daftar nilai Grow a Garden',
  intro:
    'Harga jual satu buah dari setiap tanaman pada berat dasarnya, dihitung dengan rumus game. Pilih varian atau mutasi untuk menilai semua tanaman dengan itu, lalu urutkan atau filter daftarnya.',
  fruit: {
    heading: 'Hitung nilai semua tanaman sebagai',
    variant: 'Varian',
    presets: 'Pilihan cepat',
    none: 'Tanpa mutasi',
    max: 'Mutasi maksimal',
    maxHint:
      'Mutasi maksimal menilai tiap tanaman dengan kombinasi mutasi terbaik yang diketahui diperbolehkan untuk tanaman itu, pada buah {{variant}}: mutasi yang aturan penggabungannya belum diketahui tidak disertakan.',
    custom: 'Dari tautan: {{mutations}}',
    cropLimit:
      'Sumber hanya mencatat {{mutation}} pada {{crops}}; di sini semua tanaman tetap dinilai dengannya, tapi pada tanaman lain mutasi ini mungkin tidak terjadi.',
  },
  filters: {
    label: 'Pencarian dan filter',
  },
  count_other: '{{n}} tanaman',
  empty: 'Tidak ada tanaman yang cocok dengan filter ini.',
  table: {
    caption: 'Nilai per buah pada berat dasar, dalam Sheckles: {{fruit}}',
    normalColumns: 'Kolom {{base}} dan {{floor}} adalah nilai buah tanpa varian dan tanpa mutasi.',
    crop: 'Tanaman',
    value: 'Nilai',
    firstSeen: 'Pertama muncul',
    /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
    unknownFeminineAfter: '',
    scrollRegion: 'Daftar nilai (bisa digeser ke samping)',
    sortedAscending: 'Diurutkan menurut {{column}}, urutan naik',
    sortedDescending: 'Diurutkan menurut {{column}}, urutan turun',
    sortedObtainableFirst: 'Diurutkan: tanaman yang tersedia lebih dulu',
    sortedObtainableLast: 'Diurutkan: tanaman yang tidak tersedia lebih dulu',
  },
  fruitName: {
    normal: 'tanpa varian, tanpa mutasi',
    max: 'mutasi maksimal tiap tanaman',
  },
  link: {
    sort: 'urutan harus salah satu kolom daftar, misalnya name atau value, dengan tanda minus di depan untuk yang terbesar dulu',
    set: 'pakai set=max untuk menilai tiap tanaman dengan mutasi maksimalnya',
    maxSet: 'tidak dipakai bersama set=max, yang menilai tiap tanaman dengan mutasi terbaiknya sendiri pada buah {{variant}}',
  },
};
