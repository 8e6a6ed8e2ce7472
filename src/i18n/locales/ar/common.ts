export default {
  site: {
    name: 'Garden Values',
    tagline: 'حاسبات دقيقة للعبة Grow a Garden',
  },
  nav: {
    label: 'القائمة الرئيسية',
    cropCalculator: 'قيمة المحاصيل',
    petCalculator: 'وزن الحيوانات الأليفة',
    wiki: 'الموسوعة',
    skipToContent: 'تخطَّ إلى المحتوى',
  },
  language: {
    label: 'اللغة',
  },
  theme: {
    label: 'نظام الألوان',
    light: 'فاتح',
    dark: 'داكن',
    system: 'حسب الجهاز',
  },
  footer: {
    disclaimer:
      'موقع من صنع المعجبين. لا يرتبط بلعبة Grow a Garden ولا بمنصة Roblox ولا بمطوّري اللعبة، ولا يحظى بتأييدهم.',
    dataVersion: 'بيانات اللعبة بتاريخ {{date}}.',
  },
  error: {
    title: 'حدث خطأ ما',
    body: 'توقف هذا الجزء من الصفحة عن العمل. مدخلاتك محفوظة؛ حاول مرة أخرى أو عد إلى الحاسبة.',
    retry: 'حاول مرة أخرى',
    home: 'الذهاب إلى الحاسبة',
  },
  chunkError: {
    title: 'تعذّر تحميل هذه الصفحة',
    body: 'ربما انقطع الاتصال، أو نُشر للتو إصدار أحدث من الموقع.',
    retry: 'أعد تحميل الصفحة',
  },
  ui: {
    copyLink: 'نسخ الرابط',
    copied: 'تم نسخ الرابط',
    copyFailed: 'تعذّر النسخ؛ انسخ شريط العنوان بدلًا من ذلك',
    dismiss: 'إغلاق',
    unknown: 'غير معروف',
  },
  update: {
    available: 'إصدار جديد من الموقع جاهز.',
    refresh: 'أعد التحميل للتحديث',
  },
  /** Words for the game data's closed vocabularies, shared by every page. */
  game: {
    tier: {
      common: 'شائعة',
      uncommon: 'غير شائعة',
      rare: 'نادرة',
      legendary: 'أسطورية',
      mythical: 'خرافية',
      divine: 'إلهية',
      prismatic: 'موشورية',
      transcendent: 'متسامية',
    },
    category: {
      'ancient shop': 'المتجر القديم',
      'angry plant event': 'حدث النبتة الغاضبة',
      'blood moon shop': 'متجر القمر الدموي',
      'crafters seed': 'بذور الحرفيين',
      'crafting station': 'محطة الصناعة',
      'easter event 2025': 'حدث عيد الفصح 2025',
      'exotic seed': 'بذور غريبة',
      'flower seed': 'بذور الزهور',
      'july 4th shop': 'متجر الرابع من يوليو',
      'night seed': 'بذور ليلية',
      'normal seed': 'بذور عادية',
      'seed shop': 'متجر البذور',
      'summer seed': 'بذور صيفية',
      'summer seed merchant': 'تاجر البذور الصيفية',
      'twilight shop': 'متجر الشفق',
      uncategorized: 'بلا فئة',
    },
    harvest: {
      single: 'حصاد واحد',
      multi: 'حصاد متعدد',
    },
  },
};
