import { describe, expect, it } from 'vitest';
import { getRestockRule, restockRules } from '../../game/restock';
import type { ShopKey } from '../../game/types';
import { LANGUAGES } from '../../i18n/languages';
import ar from '../../i18n/locales/ar/stock';
import en from '../../i18n/locales/en/stock';
import es from '../../i18n/locales/es/stock';
import fr from '../../i18n/locales/fr/stock';
import id from '../../i18n/locales/id/stock';
import pt from '../../i18n/locales/pt/stock';
import { textsOf } from '../../test/textsOf';

const STOCK_TEXTS = { en, es, fr, ar, id, pt };

const texts = (tree: unknown): string[] => textsOf(tree).map(([, text]) => text);

/** The shops the page names as the game does: by the game's English name alone, in every language. */
const GAME_NAMED_SHOPS: readonly ShopKey[] = ['seed', 'gear', 'egg', 'cosmetic', 'traveling-merchant', 'bee-egg-shop'];

describe('the stock page’s texts', () => {
  it('address the French player as «tu», as every other French page does', () => {
    const formal = texts(fr).filter((text) => /\b(vous|votre|vos|nous)\b|\p{L}ez-moi\b/iu.test(text));
    expect(formal).toEqual([]);
  });

  it('say «seed» in Indonesian, the word players use, never «benih»', () => {
    expect(texts(id).filter((text) => /benih/i.test(text))).toEqual([]);
  });

  it('name the bee egg shop as the game’s code does, in the game’s capitals', () => {
    const researched = getRestockRule(restockRules, 'bee-egg-shop').shop;
    expect(researched.toLowerCase().startsWith(en.shops['bee-egg-shop'].name.toLowerCase())).toBe(true);
    expect(en.shops['bee-egg-shop'].name).toMatch(/^(\p{Lu}\p{Ll}+ )+Shop$/u);
  });

  it('give each shop with a game name that name in every language', () => {
    for (const language of LANGUAGES.filter((each) => each !== 'en')) {
      for (const key of GAME_NAMED_SHOPS) {
        expect(STOCK_TEXTS[language].shops[key].name, `${language} ${key}`).toBe(en.shops[key].name);
      }
    }
  });

  // The gear note said "the same 5-minute clock", the egg note "the 30-minute interval" and the daily quests' note
  // "20:00 UTC", each typed in six languages beside the data's own rule.
  it('write no time a shop’s rule gives in its note: the interval comes from the data', () => {
    const ruled = restockRules.filter((rule) => rule.intervalSeconds !== null && rule.intervalConfidence !== 'low');
    expect(ruled.length).toBeGreaterThan(3);
    for (const language of LANGUAGES) {
      for (const { key } of ruled) {
        expect(STOCK_TEXTS[language].shops[key].note, `${language} ${key}`).not.toMatch(/\d/);
      }
    }
  });
});
