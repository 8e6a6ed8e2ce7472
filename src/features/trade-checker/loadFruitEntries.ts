/*
 * The trade checker's fruit code (fruitEntries.ts, with the crop data) loads on demand: a first visit shows an empty
 * trade, and a trade of typed values needs none of it. A trade that holds a fruit got it from a link or the saved
 * copy (whose reading requires it, see tradePageCodec; start-up fetches it early, see PageModule.urlState) or from "Add
 * fruit" (which loads it first), so every fruit in the state finds it loaded.
 */
import { loadTexts } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { cropTable } from '../../lib/cropTable';
import { onDemand, type OnDemand } from '../../lib/onDemand';
import { tradeFruitLink, tradeQueryCodec, type TradeLinkChange, type TradeQueryState } from '../../lib/tradeQuery';
import type { UrlStateCodec } from '../../lib/urlState/codec';

type FruitEntries = typeof import('./fruitEntries');

const fruitCode = onDemand('the trade checker’s fruit code', () => import('./fruitEntries'));
const fruitCodeIn = new Map<Language, OnDemand<FruitEntries>>();

/**
 * The trade checker's fruit code in one language: the code, the reader of a link's fruit (which a fruit in the trade
 * may come from), the crop table and the calculator's texts its pickers and mutation notes speak in.
 */
export function loadFruitEntries(language: Language): Promise<FruitEntries> {
  let code = fruitCodeIn.get(language);
  if (!code) {
    const loadAll = () =>
      Promise.all([fruitCode.load(), tradeFruitLink.load(), cropTable.load(), loadTexts(language, 'crop')]).then(([module]) => module);
    code = onDemand(`the trade checker’s fruit code in ${language}`, loadAll);
    fruitCodeIn.set(language, code);
  }
  return code.load();
}

/** The fruit code, which a fruit in the trade has already loaded (see above). */
export const loadedFruitEntries = fruitCode.loaded;

const codecs = new Map<Language, UrlStateCodec<TradeQueryState, TradeLinkChange>>();

/**
 * The trade link's codec, as the page reads it: a link or saved trade naming a fruit waits for the fruit code, which
 * includes the link's fruit reader that the shared codec requires.
 */
export function tradePageCodec(language: Language): UrlStateCodec<TradeQueryState, TradeLinkChange> {
  let codec = codecs.get(language);
  if (!codec) {
    codec = { ...tradeQueryCodec, requires: (params) => (tradeQueryCodec.requires?.(params) ? loadFruitEntries(language) : null) };
    codecs.set(language, codec);
  }
  return codec;
}
