import { beforeAll, describe, expect, it } from 'vitest';
import { HARVESTS } from '../game';
import { categories, crops, getCrop, tiers } from '../game/crops';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { LANGUAGES, type Language } from '../i18n/languages';
import en from '../i18n/locales/en';
import {
  categoryLabel,
  formatFirstSeen,
  formatHugeChance,
  formatPrice,
  formatWeight,
  harvestLabel,
  tierLabel,
  unknownAfter,
  type UnknownLabel,
} from './gameText';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

describe('game vocabulary labels', () => {
  it('the English texts label every category the data uses, and nothing else', () => {
    expect(Object.keys(en.game.category).sort()).toEqual([...categories].sort());
  });

  for (const language of LANGUAGES) {
    it(`${language}: every tier, category and harvest has its own label, and null reads "unknown"`, () => {
      const { t } = i18nFor(language);
      const unknown = t('ui.unknown');
      const tierLabels = tiers.map((tier) => tierLabel(t, tier));
      const categoryLabels = categories.map((category) => categoryLabel(t, category));
      const harvestLabels = HARVESTS.map((harvest) => harvestLabel(t, harvest));
      for (const labels of [tierLabels, categoryLabels, harvestLabels]) {
        expect(new Set(labels).size).toBe(labels.length);
        expect(labels).not.toContain(unknown);
      }
      // A missing key would fall back to the raw data value or the key path.
      for (const label of categoryLabels) expect(categories).not.toContain(label);
      expect(tierLabels.some((label) => label.startsWith('game.'))).toBe(false);
      expect(tierLabel(t, null)).toBe(expectedUnknown(language, FORMS['facts.tier']!));
      expect(harvestLabel(t, null)).toBe(expectedUnknown(language, FORMS['facts.harvest']!));
    });
  }

  it('an unexpected category shows as the data writes it', () => {
    expect(categoryLabel(i18nFor('fr').t, 'brand new shop')).toBe('brand new shop');
  });

  it('data has the null fields the labels handle', () => {
    expect(crops.some((crop) => crop.tier === null)).toBe(true);
    expect(crops.some((crop) => crop.harvest === null)).toBe(true);
  });
});

/**
 * "unknown" as a native reader reads it after each label a value may be unknown after: the feminine after a label whose
 * noun is feminine in that language («Rareza: desconocida», «Valeur moyenne : inconnue», «الندرة: غير معروفة»), the
 * plain word after the others (a masculine noun, or a phrase such as «De dónde sale» or «Disponible en…», which takes the
 * neuter). English and Indonesian have one word.
 */
const GENDERED = ['es', 'fr', 'pt', 'ar'] as const;
const MASCULINE = { es: 'desconocido', fr: 'inconnu', pt: 'desconhecido', ar: 'غير معروف' } as const;
const FEMININE = { es: 'desconocida', fr: 'inconnue', pt: 'desconhecida', ar: 'غير معروفة' } as const;
/** Each label's form (Masculine or Feminine) in es, fr, pt and ar, in that order, with those languages' labels. */
const FORMS: Partial<Record<UnknownLabel, string>> = {
  'facts.tier': 'FFFF', // Rareza, Rareté, Raridade, الندرة
  'facts.seedPrice': 'MMMM', // Precio de la semilla, Prix de la graine, Preço da semente, سعر البذرة
  'facts.obtainable': 'MMMM', // Disponible en…, Disponible en…, Disponível em…, متاح في…
  'facts.harvest': 'FFFM', // Cosecha, Récolte, Colheita, الحصاد
  'facts.firstSeen': 'MMMM', // …desde, …depuis, …desde, …منذ
  'facts.averageValue': 'MFMF', // Valor medio, Valeur moyenne, Valor médio, القيمة المتوسطة
  'facts.baseWeight': 'MMMM', // Peso base, Poids de base, Peso base, الوزن الأساسي
  'facts.priceFloorWeight': 'MMMM',
  'facts.averageWeight': 'MMMM',
  'facts.minWeight': 'MMMM',
  'facts.hugeChance': 'FFFM', // Probabilidad de Huge, Chance de Huge, Chance de sair Huge, احتمال Huge
  'facts.origin': 'MFMM', // De dónde sale, Provenance, De onde vem, مصدره
  'values.table.firstSeen': 'FFFM', // Primera aparición, Apparition, 1ª aparição, أول ظهور
  'stock.table.rarity': 'FFFF',
  'stock.table.price': 'MMMM',
  'stock.table.amount': 'FFFF', // Cantidad, Quantité, Quantidade, الكمية
  'stock.table.field': 'MMMM', // the game's field, StockChance
  'stock.table.perRestock': 'FFFM', // Probabilidad, Chance, Chance, الاحتمال
  'stock.table.withinHour': 'FFFM',
  'stock.table.wait': 'FFFM', // Espera media, Attente moyenne, Espera média, متوسط الانتظار
  'shops.gearPage.facts.rarity': 'FFFF',
  'shops.gearPage.facts.price': 'MMMM',
  'shops.gearPage.facts.robux': 'MMMM',
  'shops.gearPage.facts.effect': 'MMMM', // Qué hace, Ce qu’il fait, O que faz, ما تفعله
  'shops.gearPage.facts.stockChance': 'MMMM',
  'shops.gearPage.facts.amount': 'FFFF',
  'shops.gearPage.facts.perRestock': 'FFFM',
  'shops.gearPage.facts.withinHour': 'FFFM',
  'shops.gearPage.facts.wait': 'FFFM',
  'shops.egg.facts.price': 'MMMM',
  'shops.egg.facts.robux': 'MMMM',
  'shops.egg.facts.soldIn': 'MMMM', // Se vende en, Vendu dans, Vendido em, تُباع في (its place)
  'shops.egg.facts.availability': 'FFFM', // Disponibilidad, Disponibilité, Disponibilidade, التوفر
  'shops.egg.facts.hatchTime': 'MMMF', // Tiempo, Temps, Tempo, مدة الفقس
  'shops.egg.facts.stockChance': 'MMMM',
  'shops.egg.hatches.chance': 'FFFM',
  'shops.egg.hatches.sheckles': 'MMMF', // «الـ Sheckles المتوقعة»: a plural of things agrees in the feminine
};

function expectedUnknown(language: Language, forms: string): string {
  const index = GENDERED.indexOf(language as (typeof GENDERED)[number]);
  if (index === -1) return language === 'en' ? 'unknown' : 'tidak diketahui';
  return (forms[index] === 'F' ? FEMININE : MASCULINE)[GENDERED[index]!];
}

describe('"unknown" after a label', () => {
  for (const language of LANGUAGES) {
    it(`${language}: agrees with each label it is read after`, () => {
      const { t } = i18nFor(language);
      const labels = Object.entries(FORMS);
      const read = labels.map(([label]) => [label, unknownAfter(t, label as UnknownLabel)]);
      expect(read).toEqual(labels.map(([label, forms]) => [label, expectedUnknown(language, forms)]));
    });
  }

  it('reads a tier, a first sighting and a price the data lacks as after the label they are shown under', () => {
    const { t } = i18nFor('es');
    expect(tierLabel(t, null, 'stock.table.rarity')).toBe('desconocida');
    expect(formatFirstSeen(t, null, 'es')).toBe('desconocido');
    expect(formatFirstSeen(t, null, 'es', 'values.table.firstSeen')).toBe('desconocida');
    expect(formatPrice(t, null, null, 'es', 'stock.table.price')).toBe('desconocido');
    expect(harvestLabel(i18nFor('ar').t, null)).toBe('غير معروف');
    expect(tierLabel(i18nFor('ar').t, null)).toBe('غير معروفة');
  });
});

describe('a tier’s name', () => {
  // Every place shows a tier under, or as, the word for rarity («Rareza», «Rareté», «Raridade»: feminine), as the
  // "unknown" beside it agrees: «Rareza: Raro» and a column of «Legendario», «desconocida» read as two genders.
  it.each([
    ['es', ['Común', 'Poco común', 'Rara', 'Legendaria', 'Mítica', 'Divina', 'Prismática', 'Trascendente']],
    ['fr', ['Commune', 'Peu commune', 'Rare', 'Légendaire', 'Mythique', 'Divine', 'Prismatique', 'Transcendante']],
    ['pt', ['Comum', 'Incomum', 'Rara', 'Lendária', 'Mítica', 'Divina', 'Prismática', 'Transcendente']],
  ] as const)('%s: agrees with the feminine label it is read under, as its "unknown" does', (language, names) => {
    const { t } = i18nFor(language);
    expect(FORMS['facts.tier']![GENDERED.indexOf(language)]).toBe('F');
    expect(tiers.map((tier) => tierLabel(t, tier))).toEqual(names);
  });
});

describe('a crop’s huge chance', () => {
  it('never reads 0% for a chance that is not zero, even where the data rounds the share to 0', () => {
    // The data stores Mega Mushroom's 1 in 2,000,000 as a share rounded to 6 decimals: 0.
    const { weights } = getCrop('mega-mushroom');
    expect(weights?.hugeChance).toBe(0);
    expect(formatHugeChance(i18nFor('en').t, weights!, 'en')).toBe('1 in 2,000,000 (0.00005%)');
    expect(formatHugeChance(i18nFor('fr').t, weights!, 'fr')).toMatch(/0,00005\s?%/);
    expect(formatHugeChance(i18nFor('en').t, getCrop('carrot').weights!, 'en')).toBe('1 in 100 (1%)');
  });

  // Two decimals made 1 in 8,000 read 0.01 %, as 1 in 10,000 does.
  it('keeps three significant digits below 1 %', () => {
    const of = (cropId: string) => formatHugeChance(i18nFor('en').t, getCrop(cropId).weights!, 'en');
    expect(of('eggfruit')).toBe('1 in 8,000 (0.0125%)');
    expect(of('easter-sprout')).toBe('1 in 10,000 (0.01%)');
    expect(of('beanstalk')).toBe('1 in 300 (0.333%)');
    expect(of('easter-egg')).toBe('1 in 20 (5%)');
  });
});

describe('a crop’s weights', () => {
  // Four decimals wrote Carrot's price floor, 0.26125 kg, as 0.2613: a weight above the floor, worth more than it.
  it('are written with every digit they have, to a double’s last bits, so the weight shown is the weight valued', () => {
    expect(formatWeight(getCrop('carrot').weights!.priceFloorWeight, 'en')).toBe('0.26125 kg');
    for (const crop of crops) {
      if (crop.weights === null) continue;
      const { baseWeight, minWeight, priceFloorWeight } = crop.weights;
      for (const kg of [baseWeight, minWeight, priceFloorWeight]) {
        expect(Number(formatWeight(kg, 'en').replace(/ kg$/, '').replaceAll(',', ''))).toBeCloseTo(kg, 12);
      }
    }
  });
});
