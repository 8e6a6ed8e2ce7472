/*
 * The trade checker's fruit code (fruitEntries.ts, with the crop data and the link's fruit reader): a first visit shows
 * an empty trade, and a trade of typed values needs none of it. The page's load() gets it for a link or saved trade
 * naming a fruit; "Add fruit" gets it on the click. Either way the page holds it as a value (TradePageState.fruitCode).
 */
import { loadTexts } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { loadCropTable } from '../../lib/cropTable';
import { loadCode } from '../../lib/loadCode';

export type FruitCode = typeof import('./fruitEntries');

/** The fruit code in one language: the code, the crop table, and the calculator's texts its pickers speak in. */
export function loadFruitEntries(language: Language): Promise<FruitCode> {
  return Promise.all([loadCode(import('./fruitEntries')), loadCropTable(), loadTexts(language, 'crop')]).then(([code]) => code);
}
