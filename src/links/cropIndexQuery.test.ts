import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIERS } from '../game';
import { crops } from '../game/crops';
import { filterCrops, NO_FILTER, UNKNOWN_TIER } from '../lib/cropFilter';
import { MAX_SEARCH_LENGTH, PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import { cropIndexCodec, decodeCropIndexQuery, DEFAULT_CROP_INDEX, encodeCropIndexQuery, type CropIndexState } from './cropIndexQuery';
import { asksNothing, openState } from './urlState';

const categories = [...new Set(crops.map((crop) => crop.category))];

describe('the crop index’s link', () => {
  it('writes only what differs from the defaults, in contract order, and reads it back', () => {
    expect(encodeCropIndexQuery(DEFAULT_CROP_INDEX)).toBe('');
    const state: CropIndexState = { query: 'mango', tier: 'mythical', category: 'twilight shop' };
    const query = encodeCropIndexQuery(state);
    expect(query).toBe('q=mango&tier=mythical&category=twilight+shop');
    expect(decodeCropIndexQuery(query, categories)).toEqual({ state, dropped: [] });
    expect(decodeCropIndexQuery('tier=unknown', categories).state).toEqual({ tier: UNKNOWN_TIER });
  });

  it('reads a tier or category typed or linked with capitals as the lower-case choice it is', () => {
    expect(decodeCropIndexQuery('tier=Mythical&category=Twilight+Shop', categories)).toEqual({
      state: { tier: 'mythical', category: 'twilight shop' },
      dropped: [],
    });
    expect(decodeCropIndexQuery('tier=UNKNOWN', categories).state).toEqual({ tier: UNKNOWN_TIER });
  });

  it('drops what it cannot use, one key at a time, and names keys that are not its own', () => {
    expect(decodeCropIndexQuery('tier=godly&category=moon&q=carrot&obtainable=yes&tier=rare', categories)).toEqual({
      state: { query: 'carrot' },
      dropped: [
        { key: 'tier', reason: 'invalid', value: 'godly' },
        { key: 'category', reason: 'invalid', value: 'moon' },
        { key: 'obtainable', reason: 'unknown', value: 'obtainable' },
        { key: 'tier', reason: 'repeated', value: 'rare' },
      ],
    });
    expect(decodeCropIndexQuery(`q=${'x'.repeat(MAX_SEARCH_LENGTH + 1)}`, categories).state).toEqual({});
  });

  it('keeps its saved copy where the boot script looks for the index’s', () => {
    expect(cropIndexCodec(categories).storageKey).toBe(SAVED_STATE_KEYS[PAGE_PATHS.wikiIndex]);
  });

  it('opens any link, however broken, on filters the index offers, and reports every key it did not use', () => {
    const codec = cropIndexCodec(categories);
    const value = fc.oneof(
      fc.constantFrom('', 'mango', 'unknown', 'rare', 'seed shop', '<script>x</script>', '__proto__', ...TIERS, ...categories),
      fc.string({ maxLength: 70 }),
    );
    const link = fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...codec.keys), fc.string({ maxLength: 6 })), value), { maxLength: 6 })
      .map((entries) => entries.map(([key, text]) => `${encodeURIComponent(key)}=${encodeURIComponent(text)}`).join('&'));
    fc.assert(
      fc.property(link, (query) => {
        const { state } = openState(codec, `?${query}`, undefined);
        expect(state.tier === '' || state.tier === UNKNOWN_TIER || (TIERS as readonly string[]).includes(state.tier)).toBe(true);
        expect(state.category === '' || categories.includes(state.category)).toBe(true);
        expect(state.query.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
        expect(() => filterCrops(crops, { ...NO_FILTER, ...state })).not.toThrow();
        const { state: read, dropped } = codec.decode(new URLSearchParams(query));
        const fields = { q: 'query', tier: 'tier', category: 'category' } as const;
        for (const [key, value] of new URLSearchParams(query)) {
          if (asksNothing(key, value)) continue;
          const field = Object.hasOwn(fields, key) ? fields[key as keyof typeof fields] : undefined;
          expect(field !== undefined && field in read ? true : dropped.some((entry) => entry.key === key), key).toBe(true);
        }
        // What the page writes reads back as itself.
        expect(codec.decode(new URLSearchParams(codec.encode(state)))).toEqual({
          state: Object.fromEntries(Object.entries(state).filter(([, text]) => text.trim() !== '')),
          dropped: [],
        });
      }),
      { numRuns: 300, seed: 20261203 },
    );
  });
});
