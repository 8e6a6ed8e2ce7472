import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_TRADE_ITEMS, maxMutationSets, variants, type TradeFruit } from '../src/game';
import { crops } from '../src/game/crops';
import { LANGUAGES } from '../src/i18n/languages';
import { plainDecimal } from '../src/lib/format';
import { localizePath, PAGE_PATHS } from '../src/lib/paths';
import { MAX_QUANTITY, MIN_WEIGHT_KG } from '../src/links/cropQuery';
import { encodeTradeQuery } from '../src/links/tradeQuery';

/**
 * The longest request line of a trade link the site writes, as far as the max sets go: MAX_TRADE_ITEMS fruits a side,
 * each the crop with the longest max set (the mutations the game keeps, as the trade writes them back), the longest variant id, a weight
 * with as many digits as a number prints, and the largest quantity, on the longest language prefix.
 */
function longestRequestLine(): string {
  const longestSet = maxMutationSets(crops).reduce((longest, set) =>
    set.mutationIds.join('~').length + set.cropId.length > longest.mutationIds.join('~').length + longest.cropId.length ? set : longest,
  );
  const variantId = variants.map((variant) => variant.id).reduce((longest, id) => (id.length > longest.length ? id : longest));
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
  const query = encodeTradeQuery({ give: side, get: side, band: 10 });
  const paths = LANGUAGES.map((language) => localizePath(language, PAGE_PATHS.tradeChecker));
  const path = paths.reduce((longest, candidate) => (candidate.length > longest.length ? candidate : longest));
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
