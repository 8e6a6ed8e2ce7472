export default {
  meta: {
    title: 'قائمة أسعار Grow a Garden: القيمة الدقيقة لكل محصول مع الأنواع والطفرات',
    description:
      'جميع محاصيل Grow a Garden الـ{{crops}} مع القيمة الدقيقة للثمرة الواحدة، محسوبة بمعادلة اللعبة نفسها: رتّبها حسب القيمة، وابحث فيها، ورشّحها حسب الندرة، وشاهد كل محصول بنوع Gold أو Rainbow، أو مع Frozen، أو بأقصى الطفرات له.',
  },
  title: 'قائمة أسعار Grow a Garden',
  intro:
    'سعر بيع ثمرة واحدة من كل محصول بوزنها الأساسي، محسوبًا بمعادلة اللعبة. اختر نوعًا أو طفرات لتقييم كل المحاصيل بها، ورتّب القائمة أو رشّحها.',
  fruit: {
    heading: 'احسب قيمة كل المحاصيل بنوع وطفرات',
    variant: 'النوع',
    presets: 'خيارات سريعة',
    none: 'بلا طفرات',
    max: 'أقصى الطفرات',
    maxHint:
      'يقيّم خيار «أقصى الطفرات» كل محصول بأفضل مجموعة طفرات معروف أنها ممكنة له، على ثمرة من نوع {{variant}}: تُستبعد الطفرات التي لا يُعرف كيف تجتمع مع غيرها.',
    custom: 'من الرابط: {{mutations}}',
    cropLimit: 'لا تذكر المصادر {{mutation}} إلا على {{crops}}؛ يُقيَّم كل محصول بها هنا، لكنها قد لا تظهر على المحاصيل الأخرى.',
  },
  filters: {
    label: 'البحث والمرشحات',
  },
  count_zero: 'لا محاصيل',
  count_one: 'محصول واحد',
  count_two: 'محصولان',
  count_few: '{{n}} محاصيل',
  count_many: '{{n}} محصولًا',
  count_other: '{{n}} محصول',
  empty: 'لا يطابق أي محصول هذه المرشحات.',
  table: {
    caption: 'قيمة الثمرة الواحدة بالوزن الأساسي، بعملة Sheckles: {{fruit}}',
    normalColumns: 'العمودان «{{base}}» و«{{floor}}» هما لثمرة Normal بلا طفرات.',
    crop: 'المحصول',
    value: 'القيمة',
    firstSeen: 'أول ظهور',
    /** This group's labels whose noun is feminine in this language: an unknown value after them reads ui.unknownFeminine. */
    unknownFeminineAfter: '',
    scrollRegion: 'قائمة الأسعار (تُمرَّر أفقيًا)',
    sortedAscending: 'مرتّبة حسب {{column}}، تصاعديًا',
    sortedDescending: 'مرتّبة حسب {{column}}، تنازليًا',
    sortedObtainableFirst: 'مرتّبة: المحاصيل المتاحة أولًا',
    sortedObtainableLast: 'مرتّبة: المحاصيل غير المتاحة أولًا',
  },
  fruitName: {
    normal: 'Normal بلا طفرات',
    max: 'أقصى الطفرات لكل محصول',
  },
  link: {
    sort: 'يجب أن يكون الترتيب حسب أحد أعمدة القائمة، مثل name أو value، مع علامة ناقص قبله لعرض الأكبر أولًا',
    set: 'استخدم set=max لتقييم كل محصول بأقصى طفراته',
    maxSet: 'لا يُستخدم مع set=max، الذي يقيّم كل محصول بأفضل طفراته على ثمرة من نوع {{variant}}',
  },
};
