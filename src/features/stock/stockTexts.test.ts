import { describe, expect, it } from 'vitest';
import { restockRules } from '../../game/restock';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES } from '../../i18n/languages';
import ar from '../../i18n/locales/ar/stock';
import en from '../../i18n/locales/en/stock';
import es from '../../i18n/locales/es/stock';
import fr from '../../i18n/locales/fr/stock';
import id from '../../i18n/locales/id/stock';
import pt from '../../i18n/locales/pt/stock';
import { textsOf } from '../../test/textsOf';
import { shopName } from './shopName';

const STOCK_TEXTS = { en, es, fr, ar, id, pt };

const texts = (tree: unknown): string[] => textsOf(tree).map(([, text]) => text);

describe('the stock page’s texts', () => {
  it('address the French player as «tu», as every other French page does', () => {
    const formal = texts(fr).filter((text) => /\b(vous|votre|vos|nous)\b|\p{L}ez-moi\b/iu.test(text));
    expect(formal).toEqual([]);
  });

  // The game's code names it only inside its own identifiers (BeeColonyEggShopService, "BeeSwarmEggShop"), and no
  // copy of its screens gives it a title: "Bee Colony Egg Shop" was the research's description, shown as a game name.
  it('describe the bee egg shop in each language’s words, as no name the game shows is known', async () => {
    for (const language of LANGUAGES) {
      await loadLanguage(language);
      const { t } = i18nFor(language);
      expect(shopName(t, 'bee-egg-shop'), language).toBe(STOCK_TEXTS[language].shops['bee-egg-shop'].name);
      if (language !== 'en') expect(shopName(t, 'bee-egg-shop'), language).not.toBe(en.shops['bee-egg-shop'].name);
    }
  });

  it('give a game shop the game’s name in every language, and a clock the game does not name the page’s words', async () => {
    for (const language of LANGUAGES) {
      await loadLanguage(language);
      const { t } = i18nFor(language);
      expect(shopName(t, 'seed'), language).toBe('Seed Shop');
      expect(shopName(t, 'weather'), language).toBe(STOCK_TEXTS[language].shops.weather.name);
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
