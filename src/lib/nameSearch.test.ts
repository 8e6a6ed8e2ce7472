import { describe, expect, it, vi } from 'vitest';
import { type Crop } from '../game';
import { crops } from '../game/crops';
import { editDistance, normalizeSearchText, searchByName, searchEntry, searchEntryCache } from './nameSearch';

const entryOf = searchEntryCache<Crop>((crop) => crop.name);
const find = (query: string) => searchByName(crops, entryOf, query).map((crop) => crop.id);

describe('normalizeSearchText', () => {
  it('ignores case, accents, punctuation and extra spaces', () => {
    expect(normalizeSearchText('  MoÖn   Mángo! ')).toBe('moon mango');
    expect(normalizeSearchText('Cherry (Legacy)')).toBe('cherry legacy');
  });
});

describe('editDistance', () => {
  it('counts edits and adjacent swaps, and stops past the limit', () => {
    expect(editDistance('mango', 'mango', 2)).toBe(0);
    expect(editDistance('mngo', 'mango', 2)).toBe(1);
    expect(editDistance('mnago', 'mango', 2)).toBe(1);
    expect(editDistance('apple', 'mango', 1)).toBe(2);
  });
});

describe('searchByName over the crops', () => {
  it('finds a crop whatever the case, accents and spacing', () => {
    for (const query of ['moon mango', 'MOON   MANGO', 'moön mángo', 'moonmango', 'mango moon']) {
      expect(find(query)[0], query).toBe('moon-mango');
    }
  });

  it('forgives small typos', () => {
    expect(find('moon mngo')[0]).toBe('moon-mango');
    expect(find('strawbery')[0]).toBe('strawberry');
    expect(find('carot')[0]).toBe('carrot');
  });

  it('ranks names that start with the query first', () => {
    const results = find('moon');
    expect(results[0]).toMatch(/^moon/);
    expect(results).toContain('moon-mango');
  });

  it('returns every crop for an empty query and nothing for nonsense', () => {
    expect(find('   ')).toHaveLength(crops.length);
    expect(find('qqqqzzzz')).toEqual([]);
  });

  // "🐶" and "???" listed every pet, as if each had matched.
  it('finds nothing for a query of punctuation or symbols only', () => {
    for (const query of ['???', '🐶', ' - ', '()']) expect(find(query), query).toEqual([]);
  });
});

describe('searchEntryCache', () => {
  it("makes an item's entry on first use only, equal to searchEntry", () => {
    const nameOf = vi.fn((crop: Crop) => crop.name);
    const cached = searchEntryCache(nameOf);
    const [first, second] = crops;
    expect(nameOf).not.toHaveBeenCalled();
    const entry = cached(first!);
    expect(entry).toEqual(searchEntry(first!.name));
    expect(cached(first!)).toBe(entry);
    expect(nameOf).toHaveBeenCalledTimes(1);
    expect(cached(second!)).toEqual(searchEntry(second!.name));
    expect(nameOf).toHaveBeenCalledTimes(2);
  });
});
