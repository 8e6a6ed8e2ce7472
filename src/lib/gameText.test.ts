import { beforeAll, describe, expect, it } from 'vitest';
import { HARVESTS } from '../game';
import { categories, crops, getCrop, tiers } from '../game/crops';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import en from '../i18n/locales/en';
import { categoryLabel, formatHugeChance, harvestLabel, tierLabel } from './gameText';

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
      expect(tierLabel(t, null)).toBe(unknown);
      expect(harvestLabel(t, null)).toBe(unknown);
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
