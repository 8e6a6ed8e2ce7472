import { describe, expect, it } from 'vitest';
import { cropValue, maxMutationSet, mutationLookups } from '../../game';
import { crops, findCrop, getCrop } from '../../game/crops';
import { calculatorHref, decodeCropQuery, encodeCropQuery } from '../../links/cropQuery';
import { cellOf, COMMON_MUTATION_SETS, MAX_SET_ROW, NO_MUTATION_ROW, rowOf, TABLE_VARIANTS } from './valueTable';
import { valueTable } from './valueTableRows';

const moonMango = getCrop('moon-mango');

describe('valueTable', () => {
  it('lists the common sets in order, then the max set, each with Normal, Gold and Rainbow', () => {
    const rows = valueTable(moonMango);
    expect(rows.map((row) => row.key)).toEqual(['none', 'wet', 'frozen', 'shocked', 'shocked+frozen', 'max']);
    for (const row of rows) expect(row.cells.map((cell) => cell.variantId)).toEqual([...TABLE_VARIANTS]);
    expect(rows.slice(0, COMMON_MUTATION_SETS.length).map((row) => row.mutationIds)).toEqual(COMMON_MUTATION_SETS);
  });

  it('gives the Moon Mango values of formulas.md §4 and the engine’s max set', () => {
    const rows = valueTable(moonMango);
    const plain = rowOf(rows, NO_MUTATION_ROW);
    expect(plain.cells.map((cell) => cell.value)).toEqual([50_000, 1_000_000, 2_500_000]);
    expect(cellOf(rowOf(rows, 'frozen'), 'rainbow').value).toBe(25_000_000);
    expect(rowOf(rows, 'wet').mutationMultiplier).toBe(2);
    expect(rowOf(rows, 'shocked+frozen').mutationMultiplier).toBe(109);
    const max = rowOf(rows, MAX_SET_ROW);
    expect(max.isMaxSet).toBe(true);
    const best = maxMutationSet(getCrop('moon-mango'));
    expect(best.variantId).toBe('rainbow');
    expect(max.mutationIds).toEqual(best.mutationIds);
    expect(max.mutationMultiplier).toBe(best.mutationMultiplier);
    expect(cellOf(max, 'rainbow').value).toBe(50_000 * best.totalMultiplier);
  });

  // Every crop's max set is searched: about a second alone, far more on a busy machine.
  it('matches the engine for every crop, and each cell’s state survives the calculator’s query contract', { timeout: 60_000 }, () => {
    for (const crop of crops) {
      for (const row of valueTable(crop)) {
        for (const cell of row.cells) {
          expect(cell.state).toMatchObject({ cropId: crop.id, weightKg: crop.weights?.baseWeight ?? null, quantity: 1, boostPercent: 0 });
          expect(cell.value).toBe(cropValue({ ...cell.state, crop }).value);
          const decoded = decodeCropQuery(encodeCropQuery(cell.state), findCrop, mutationLookups);
          expect(decoded.dropped).toEqual([]);
          // The contract leaves `m` out when there are no mutations, and `w` for a crop whose weight is unknown.
          const { mutationIds, weightKg, ...rest } = cell.state;
          expect(decoded.state).toEqual({
            ...rest,
            ...(weightKg === null ? {} : { weightKg }),
            ...(mutationIds.length > 0 ? { mutationIds: [...mutationIds] } : {}),
          });
        }
      }
    }
  });
});

describe('calculatorHref', () => {
  it('points at the calculator in the page’s language', () => {
    expect(calculatorHref('en', { cropId: 'carrot', weightKg: 0.275 })).toBe('/?crop=carrot&w=0.275');
    expect(calculatorHref('ar', { cropId: 'moon-mango', variantId: 'gold', mutationIds: ['shocked', 'frozen'] })).toBe(
      '/ar?crop=moon-mango&variant=gold&m=shocked,frozen',
    );
    expect(calculatorHref('es', {})).toBe('/es');
  });
});
