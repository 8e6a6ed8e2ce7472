import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pets } from '../game/pets';
import { MAX_SEARCH_LENGTH, PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import {
  decodePetIndexQuery,
  DEFAULT_PET_INDEX,
  encodePetIndexQuery,
  PET_INDEX_QUERY_KEYS,
  petIndexChoices,
  petIndexCodec,
  UNKNOWN_RARITY,
  type PetIndexState,
} from './petIndexQuery';
import { asksNothing, openState } from './urlState';

// Read against every pet, as the index lists them.
const choices = petIndexChoices(pets.map((pet) => ({ rarity: pet.rarity, eggs: pet.eggs.map((egg) => egg.egg) })));
const codec = petIndexCodec(choices);
const decode = (search: string) => decodePetIndexQuery(search, choices);
/** The state field each key of the contract reads into. */
const FIELDS = new Map<string, keyof PetIndexState>([
  ['sort', 'sort'],
  ['q', 'query'],
  ['rarity', 'rarity'],
  ['egg', 'egg'],
]);

describe('pet index query string', () => {
  it('writes nothing for the defaults, and reads back what it writes, in contract order', () => {
    expect(encodePetIndexQuery(DEFAULT_PET_INDEX)).toBe('');
    const state: PetIndexState = { sort: 'rarity', query: 'chipmnk', rarity: 'mythical', egg: 'Primal Egg' };
    const query = encodePetIndexQuery(state);
    expect(query).toBe('sort=-rarity&q=chipmnk&rarity=mythical&egg=primal-egg');
    expect(decode(query)).toEqual({ state, dropped: [] });
    expect(decode('sort=name&rarity=unknown')).toEqual({ state: { sort: 'name', rarity: UNKNOWN_RARITY }, dropped: [] });
  });

  it('reads a sort, rarity or egg typed or linked with capitals as the lower-case choice it is', () => {
    expect(decode('sort=-Rarity&rarity=Mythical&egg=Primal-Egg')).toEqual({
      state: { sort: 'rarity', rarity: 'mythical', egg: 'Primal Egg' },
      dropped: [],
    });
    expect(decode('rarity=Unknown').state).toEqual({ rarity: UNKNOWN_RARITY });
  });

  it('names each egg by the id its game name gives, one egg per id', () => {
    const state: PetIndexState = { ...DEFAULT_PET_INDEX, egg: "New Year's Egg" };
    expect(encodePetIndexQuery(state)).toBe('egg=new-years-egg');
    expect(decode('egg=new-years-egg').state).toEqual({ egg: "New Year's Egg" });
    for (const egg of choices.eggs) expect(decode(encodePetIndexQuery({ ...DEFAULT_PET_INDEX, egg })).state.egg).toBe(egg);
  });

  it('drops what it cannot use, one key at a time, and keeps the rest', () => {
    // No pet is Transcendent, so the list has no such choice; an egg is named by its id, not its name.
    expect(choices.rarities).not.toContain('transcendent');
    expect(decode('sort=rarity&rarity=transcendent&egg=Primal+Egg&q=owl&q=cat&colour=red')).toEqual({
      state: { query: 'owl' },
      dropped: [
        { key: 'sort', reason: 'invalid', value: 'rarity' },
        { key: 'rarity', reason: 'invalid', value: 'transcendent' },
        { key: 'egg', reason: 'invalid', value: 'Primal Egg' },
        { key: 'q', reason: 'repeated', value: 'cat' },
        { key: 'colour', reason: 'unknown', value: 'colour' },
      ],
    });
    expect(decode(`q=${'x'.repeat(MAX_SEARCH_LENGTH + 1)}`).state).toEqual({});
  });

  it('keeps its copy where the boot script looks for it, and opens on it like a link', () => {
    expect(codec.storageKey).toBe(SAVED_STATE_KEYS[PAGE_PATHS.petIndex]);
    expect(openState(codec, '', 'rarity=divine')).toEqual({ state: { ...DEFAULT_PET_INDEX, rarity: 'divine' }, report: null });
  });

  it('never throws on a hostile link, keeps only what the list offers and accounts for every key', () => {
    const values = fc.oneof(
      fc.string({ maxLength: 70 }),
      fc.constantFrom('-rarity', 'name', UNKNOWN_RARITY, 'primal-egg', '__proto__', 'constructor', '<script>alert(1)</script>', ''),
    );
    const keys = fc.oneof(fc.constantFrom(...PET_INDEX_QUERY_KEYS), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, values), { maxLength: 12 }), (entries) => {
        const link = new URLSearchParams(entries);
        const { state, report } = openState(codec, `?${link.toString()}`, undefined);
        expect(['name', 'rarity']).toContain(state.sort);
        expect(state.rarity === '' || state.rarity === UNKNOWN_RARITY || choices.rarities.includes(state.rarity)).toBe(true);
        expect(state.egg === '' || choices.eggs.includes(state.egg)).toBe(true);
        expect(state.query.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
        const decoded = decode(link.toString());
        for (const key of new Set([...link].filter(([each, value]) => !asksNothing(each, value)).map(([each]) => each))) {
          const field = FIELDS.get(key);
          const read = field !== undefined && Object.hasOwn(decoded.state, field);
          expect(read || decoded.dropped.some((entry) => entry.key === key)).toBe(true);
        }
        expect(report === null).toBe(decoded.dropped.length === 0);
        // What the page writes back opens on the same list, with nothing to report.
        const reopened = openState(codec, `?${encodePetIndexQuery(state)}`, undefined);
        expect({ state: reopened.state, report: reopened.report }).toEqual({ state, report: null });
      }),
      { numRuns: 400, seed: 20261203 },
    );
  });
});
