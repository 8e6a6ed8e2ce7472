export default {
  meta: {
    title: 'Kalkulator Berat Pet Grow a Garden: kg pet per umur (1 sampai {{cap}})',
    description:
      'Kalkulator kg pet Grow a Garden: masukkan umur (sampai {{maxAge}}) dan berat pet kamu untuk melihat beratnya di umur 1, kelas ukurannya, dan beratnya dalam kg di setiap umur sampai {{cap}}, batas level yang dikonfirmasi file game.',
  },
  title: 'Kalkulator berat pet Grow a Garden',
  intro: 'Masukkan umur dan berat pet kamu dalam kg untuk melihat berapa beratnya saat menetas dan di setiap umur.',
  age: 'Umur',
  weight: 'Berat',
  rarityUnknown: 'kelangkaan tidak diketahui',
  form: {
    heading: 'Pet kamu',
    age: 'Umur sekarang',
    ageHint: 'Bilangan bulat dari 1 sampai {{maxAge}}, seperti yang tampil di game.',
    kg: 'Berat sekarang (kg)',
    kgHint: 'Seperti yang tampil di game, misalnya {{example}}.',
  },
  picker: {
    label: 'Jenis pet (opsional)',
    placeholder: 'Pet apa saja',
    toggle: 'Tampilkan daftar pet',
    loading: 'Memuat daftar pet…',
    matches_other: '{{n}} pet cocok',
    noMatches: 'Tidak ada pet yang cocok dengan “{{query}}”.',
    clear: 'Tanpa pet tertentu',
  },
  facts: {
    chosen: '{{pet}} ({{rarity}})',
    noGrowth: '{{pet}} tidak tumbuh seiring umur: beratnya hanya bertambah karena makan.',
    growthUnknown:
      'Data game yang kami punya tidak menyebut apakah {{pet}} tumbuh seiring umur: berat di bawah ini adalah berat pet yang tumbuh.',
    hatchNormal: 'Menetas normal: {{hatch}} di umur 1 masih dalam rentang berat tetas {{pet}}, yaitu {{min}} sampai {{max}}.',
    hatchAbove:
      'Di atas rentang normal: {{hatch}} di umur 1 melebihi {{max}}, batas atas {{pet}} yang menetas normal. Mungkin ia menetas Huge, atau kemampuan pet lain menaikkan berat dasarnya, seperti yang bisa dilakukan {{boosters}}.',
    hatchBelow:
      'Di bawah rentang berat tetas: {{weight}} di umur {{age}} lebih ringan daripada {{lightest}}, berat {{pet}} di umur itu meski menetas dengan berat paling rendah (rentangnya di umur 1 adalah {{min}} sampai {{max}}). Tidak ada apa pun di data game yang membuat pet jadi lebih ringan, jadi cek lagi umur dan berat yang kamu masukkan.',
    hugeOneIn: '1 dari {{oneIn}} pet menetas Huge.',
    hatchAboveNormal:
      'Di atas berat tetas normal: beratnya {{hatch}}, lebih dari {{max}}, batas atas {{pet}} yang menetas normal. Mungkin ia menetas Huge, sudah makan sejak itu, atau berat dasarnya dinaikkan oleh kemampuan pet lain, seperti yang bisa dilakukan {{boosters}}.',
    hatchUnknown:
      'Berat {{pet}} saat menetas belum ada di data game yang kami punya, jadi halaman ini tidak bisa tahu apakah pet kamu menetas normal atau Huge.',
  },
  errors: {
    ageEmpty: 'Masukkan umur pet kamu.',
    ageNotANumber: 'Masukkan umur dalam angka, misalnya 12.',
    ageOutOfRange: 'Umur harus bilangan bulat dari 1 sampai {{maxAge}}.',
    kgEmpty: 'Masukkan berat pet kamu dalam kg.',
    kgNotANumber: 'Masukkan berat dalam angka, misalnya {{example}}.',
    kgOutOfRange: 'Berat harus lebih dari 0 kg dan maksimal {{max}}.',
    kgTooSmall: 'Kalkulator tidak bisa membedakan berat sekecil ini dari 0 kg.',
  },
  summary: {
    result:
      'Pet seberat {{weight}} di umur {{age}} dulu beratnya {{hatch}} di umur 1 (ukuran {{sizeClass}}) dan akan mencapai {{max}} di umur {{maxAge}}.',
    resultAtHatch: 'Pet seberat {{weight}} di umur 1 (ukuran {{sizeClass}}) akan mencapai {{max}} di umur {{maxAge}}.',
    resultAtEnd: 'Pet seberat {{weight}} di umur {{age}} dulu beratnya {{hatch}} di umur 1 (ukuran {{sizeClass}}).',
    noGrowth:
      'Umur tidak mengubah berat {{pet}}: pet kamu beratnya {{weight}} di umur {{age}}, dan saat umurnya bertambah beratnya tetap {{weight}} kalau tidak makan.',
    invalid: 'Masukkan umur dan berat yang valid untuk melihat perkiraan beratnya.',
  },
  capNote:
    'Umur di atas {{cap}} mengikuti aturan yang sama: setiap umur menambah berat yang sama. File game yang kami punya membatasi level di {{cap}}; sejak itu batasnya sudah dinaikkan, kemungkinan besar jadi {{likely}}, tapi belum ada file game yang memastikan batas baru itu.',
  results: {
    heading: 'Hasil',
    hatch: 'Berat umur 1 (menetas)',
    sizeClass: 'Kelas ukuran (istilah pemain)',
    max: 'Berat di umur {{maxAge}}',
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
    below: '{{name}}: di bawah {{max}}',
    between: '{{name}}: {{min}} sampai di bawah {{max}}',
    atLeast: '{{name}}: {{min}} atau lebih',
  },
  status: {
    pass: 'Sudah lewat',
    current: 'Umur sekarang',
    future: 'Akan datang',
  },
  table: {
    heading: 'Perkiraan berat per umur',
    captionMilestones: 'Berat tiap kelipatan 10 umur dan di umur sekarang',
    captionAll: 'Berat di setiap umur dari 1 sampai {{maxAge}}',
    status: 'Keterangan',
    showAll: 'Tampilkan semua umur (1 sampai {{maxAge}})',
  },
  target: {
    heading: 'Di umur berapa beratnya mencapai…?',
    label: 'Target berat (kg)',
    hint: 'Misalnya {{example}}.',
    prompt: 'Masukkan berat untuk melihat di umur berapa pet kamu mencapainya.',
    future: 'Pet kamu mencapai {{target}} di umur {{age}} (saat itu beratnya {{weight}}).',
    reached: 'Pet kamu sudah mencapai {{target}} di umur {{age}} (saat itu beratnya {{weight}}).',
    futureExact: 'Pet kamu akan seberat {{target}} di umur {{age}}.',
    reachedExact: 'Pet kamu sudah mencapai {{target}} di umur {{age}}.',
    already: 'Pet kamu sudah seberat minimal {{target}} sejak umur 1 ({{hatch}}).',
    outOfReach: 'Tidak tercapai: bahkan di umur {{maxAge}}, pet kamu hanya seberat {{max}}.',
    pastCap: 'Umur {{age}} melewati {{cap}}, batas level yang dikonfirmasi file game: belum pasti pet kamu bisa sampai ke umur itu.',
    notANumber: 'Masukkan target berat dalam angka, misalnya {{example}}.',
    outOfRange: 'Target berat harus lebih dari 0 kg dan maksimal {{max}}.',
  },
  chart: {
    title: 'Berat menurut umur',
    description:
      'Berat naik dalam garis lurus dari {{hatch}} di umur 1 sampai {{max}} di umur {{maxAge}}. Penanda menunjukkan umur sekarang, {{age}}, dengan berat {{weight}}.',
    yLabel: 'Sumbu tegak: berat dalam kg. Sumbu datar: umur.',
    marker: 'Umur {{age}}',
  },
  link: {
    age: 'umur harus bilangan bulat dari 1 sampai {{maxAge}}',
    kg: 'berat harus lebih dari 0 kg dan maksimal {{max}} kg, ditulis dengan titik, misalnya 2.5',
    weighing: 'tidak dipakai: umur dan berat hanya berlaku berpasangan, dan pasangannya tidak ada atau tidak bisa dipakai',
    all: 'pakai all=1 untuk menampilkan semua umur',
    pet: 'tidak ada pet dengan ID ini',
    target: 'berat target harus lebih dari 0 kg dan maksimal {{max}} kg, ditulis dengan titik, misalnya 2.5',
  },
  guide: {
    heading: 'Cara pet tumbuh',
    base: 'Setiap pet punya berat dasar tersembunyi. Tiap kenaikan umur menambah sepersepuluh berat dasar itu (angka dari komunitas: file game memuat aturannya, tapi angka ini tidak ada), jadi di umur 1 beratnya sudah 1,1 kali berat dasar: itulah berat yang kamu lihat saat pet menetas.',
    line: 'Jadi pet tumbuh dalam garis lurus, bertambah sama banyak di setiap umur, dan di umur {{maxAge}} beratnya tepat {{ratio}} kali berat umur 1. Dari umur dan berat berapa pun, kalkulator menghitung mundur ke berat umur 1 dan maju ke semua umur lainnya.',
    rounding:
      'Hasil ditampilkan dengan pembulatan dua desimal, dan berat di bawah satu kilogram dengan tiga angka, supaya pet yang ringan tidak pernah tampil nol. Masukkan berat persis seperti yang ditampilkan game; game mungkin membulatkan tampilannya sendiri dengan cara yang sedikit berbeda.',
    sizeHeading: 'Kelas ukuran',
    sizeIntro:
      'Pemain mengelompokkan pet ke kelas ukuran menurut beratnya di umur 1. Nama dan batas ini dari pemain, bukan dari data game:',
  },
  faq: {
    heading: 'Pertanyaan yang sering diajukan',
    hatchQuestion: 'Bagaimana cara tahu berat pet di umur 1 (saat menetas)?',
    hatchAnswer:
      'Masukkan umur dan berat pet saat ini, lalu kalkulator akan menghitungnya. Setiap umur menambah jumlah yang sama, jadi berat umur 1 bisa dihitung dari umur berapa pun: misalnya, pet seberat {{kg}} di umur {{age}} dulu beratnya {{hatch}} di umur 1.',
    maxQuestion: 'Berapa berat pet di umur {{maxAge}}?',
    maxAnswer:
      'Tepat {{ratio}} kali beratnya di umur 1. Pet yang menetas dengan berat {{hatch}} akan seberat {{max}} di umur {{maxAge}}, batas level menurut file game; pet yang lebih tua tetap bertambah berat dengan jumlah yang sama di setiap umur.',
    sizeQuestion: 'Apa arti {{small}}, {{huge}}, {{titanic}}, dan {{godly}}?',
    sizeAnswer:
      'Itu adalah kelas ukuran yang dipakai pemain, menurut berat pet di umur 1 (nama dan batasnya dari pemain, bukan dari data game): {{classes}}.',
    allPetsQuestion: 'Apakah semua pet tumbuh dengan cara yang sama?',
    allPetsAnswer:
      'Hampir semua pet bertambah berat dengan porsi berat dasar yang sama di setiap umur, jadi kalkulator ini berlaku untuk pet mana pun. Chubby Chipmunk adalah pengecualian yang diketahui: beratnya tidak bertambah seiring umur.',
  },
};
