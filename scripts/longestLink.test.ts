import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_TRADE_ITEMS, maxMutationSets, TRADE_BANDS, variants, type TradeFruit } from '../src/game';
import { crops } from '../src/game/crops';
import { LANGUAGES } from '../src/i18n/languages';
import { plainDecimal } from '../src/lib/format';
import { localizePath, PAGE_PATHS } from '../src/lib/paths';
import { MAX_QUANTITY, MIN_WEIGHT_KG } from '../src/links/cropQuery';
import { encodeTradeQuery } from '../src/links/tradeQuery';

/** The item whose text is the longest. */
function longestOf<T>(items: readonly T[], text: (item: T) => string): T {
  return items.reduce((longest, item) => (text(item).length > text(longest).length ? item : longest));
}

/**
 * The longest request line of a trade link the site writes, as far as the max sets go: MAX_TRADE_ITEMS fruits a side,
 * each the crop with the longest max set (the mutations the game keeps, as the trade writes them back), the longest
 * variant id and band, a weight with as many digits as a number prints, and the largest quantity, on the longest
 * language prefix.
 */
function longestRequestLine(): string {
  const longestSet = longestOf(maxMutationSets(crops), (set) => set.cropId + set.mutationIds.join('~'));
  const variantId = longestOf(variants, (variant) => variant.id).id;
  const weightKg = Number(`${plainDecimal(MIN_WEIGHT_KG)}2345678901234567`);
  const fruit: TradeFruit = {
    kind: 'fruit',
    cropId: longestSet.cropId,
    weightKg,
    variantId,
    mutationIds: longestSet.mutationIds,
    quantity: MAX_QUANTITY,
  };
  const side = Array.from({ length: MAX_TRADE_ITEMS }, () => fruit);
  const band = longestOf(TRADE_BANDS, String);
  const query = encodeTradeQuery({ give: side, get: side, band });
  const path = longestOf(
    LANGUAGES.map((language) => localizePath(language, PAGE_PATHS.tradeChecker)),
    (candidate) => candidate,
  );
  return `GET ${path}?${query} HTTP/1.1`;
}

describe('the longest link the site writes', () => {
  it('fits the request line the nginx sample in docs/deployment.md allows', () => {
    const sample = readFileSync(new URL('../docs/deployment.md', import.meta.url), 'utf8');
    const buffers = /large_client_header_buffers \d+ (\d+)k;/.exec(sample);
    expect(buffers, 'the nginx sample sets large_client_header_buffers').not.toBeNull();
    expect(longestRequestLine().length).toBeLessThanOrEqual(Number(buffers![1]) * 1024);
  });
});
