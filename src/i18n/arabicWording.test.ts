/*
 * Arabic wording the stock, shop and wiki pages share: one word for "confidence" and one for "restock", counts that
 * agree with their number, and confidence levels that agree with the feminine word they describe.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../test/textsOf';
import ar from './locales/ar';

const all = textsOf(ar);

async function arabic() {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'ar', resources: { ar: { translation: ar } }, interpolation: { escapeValue: false } });
  return instance;
}

describe('Arabic wording', () => {
  it('says «الموثوقية» for confidence and «ريستوك» for a restock, not the words they replaced', () => {
    const retired = ['درجة الثقة', 'درجة اليقين', 'تجديد للمخزون', 'تجديد المخزون'];
    expect(all.filter(([, text]) => retired.some((word) => text.includes(word))).map(([key]) => key)).toEqual([]);
  });

  it('gives every confidence level a feminine form, to agree with «الموثوقية»', () => {
    const levels = Object.entries(ar.facts.confidence);
    expect(levels.length).toBeGreaterThan(0);
    for (const [level, word] of levels) expect(word.split(' ').at(-1), level).toMatch(/ة$/);
  });

  it('puts the feminine «موثوقية» before each level of a shop clock’s sureness', async () => {
    const t = (await arabic()).t;
    const text = t('stock.sure', {
      interval: ar.facts.confidence.high,
      what: ar.stock.sureOf.timing,
      alignment: ar.facts.confidence.medium,
    });
    expect(text).toBe('موثوقية الفاصل: عالية، وموثوقية التوقيت: متوسطة.');
    const serverDecides = t('stock.sure', {
      interval: ar.facts.confidence.none,
      what: ar.stock.sureOf.serverDecides,
      alignment: ar.facts.confidence.high,
    });
    expect(serverDecides).toBe('موثوقية الفاصل: غير معروفة، وموثوقية أن السيرفر هو من يحدد وقت البدء: عالية.');
  });

  // «Gear: Sprinklers (فرصة صغيرة)» on a mutation page, where the wiki's gear list says «المعدات».
  it('calls gear «المعدات» wherever a page names it as a kind of thing, as the gear list does', () => {
    expect(ar.shops.gear.breadcrumb).toBe('المعدات');
    expect(ar.wiki.mutation.obtain.kinds.gear).toBe(ar.shops.gear.breadcrumb);
    expect(ar.formula.sources.topic.mutationSources).toContain(ar.shops.gear.breadcrumb);
    // «Gear» stays only in the game's shop names (Gear Shop; «متاجر Seed وGear وEgg»).
    expect(all.filter(([, text]) => /Gear(?! Shop| و)/.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('counts weathers with the noun form each Arabic plural category needs', async () => {
    const t = (await arabic()).t;
    const count = (n: number) => t('shops.weather.count', { count: n, n: String(n) });
    expect(count(0)).toBe('لم يُعثر على أي طقس');
    expect(count(1)).toBe('عُثر على نوع واحد من الطقس');
    expect(count(2)).toBe('عُثر على نوعين من الطقس');
    expect(count(3)).toBe('عُثر على 3 أنواع من الطقس');
    expect(count(10)).toBe('عُثر على 10 أنواع من الطقس');
    expect(count(11)).toBe('عُثر على 11 نوعًا من الطقس');
    expect(count(87)).toBe('عُثر على 87 نوعًا من الطقس');
    expect(count(100)).toBe('عُثر على 100 نوع من الطقس');
    expect(count(103)).toBe('عُثر على 103 أنواع من الطقس');
  });
});
