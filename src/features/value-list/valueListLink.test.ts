import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { mutationLookups, TIERS, VARIANT_IDS } from '../../game';
import { findCrop } from '../../game/crops';
import { cropQueryCodec, decodeCropQuery } from '../../links/cropQuery';
import { openState } from '../../links/urlState';
import {
  decodeValueListQuery,
  DEFAULT_VALUE_LIST,
  encodeValueListQuery,
  queryNeedsEngine,
  SORT_COLUMNS,
  valueListCodec,
} from '../../links/valueListQuery';
import { loadValueListEngine, type ValueListEngine } from './valueListState';

let engine: ValueListEngine;
const open = (search: string) => openState(valueListCodec(engine), search, undefined);
const needsEngine = (search: string) => queryNeedsEngine(new URLSearchParams(search));

describe('what reading the value list’s query needs', () => {
  it('needs the engine only for a fruit or a category, which are checked against the game data', () => {
    expect(needsEngine('')).toBe(false);
    expect(needsEngine('sort=name&q=mango&tier=mythical&obtainable=no')).toBe(false);
    for (const key of ['variant=gold', 'm=frozen', 'set=max', 'category=seed%20shop']) expect(needsEngine(key)).toBe(true);
  });

  it('without the engine, takes no fruit or category it cannot check, and reports them', () => {
    const { state, report } = openState(valueListCodec(null), '?variant=gold&q=mango', undefined);
    expect(state.variantId).toBe('normal');
    expect(state.query).toBe('mango');
    expect(report?.dropped.map((value) => value.key)).toEqual(['variant']);
  });
});

beforeAll(async () => {
  engine = await loadValueListEngine();
});

describe('the value list’s query', () => {
  it('keeps the bare address for the defaults', () => {
    expect(encodeValueListQuery(DEFAULT_VALUE_LIST)).toBe('');
    expect(open('').state).toEqual(DEFAULT_VALUE_LIST);
  });

  it('reads every key of the contract', () => {
    const { state, report } = open('?sort=name&q=mango&tier=mythical&category=twilight%20shop&obtainable=no&variant=gold&m=frozen,shocked');
    expect(report).toBeNull();
    expect(state).toEqual({
      sort: { column: 'name', descending: false },
      query: 'mango',
      tier: 'mythical',
      category: 'twilight shop',
      obtainable: 'no',
      variantId: 'gold',
      mutationIds: ['shocked', 'frozen'],
      maxSet: false,
    });
    expect(open('?sort=-base&set=max').state).toMatchObject({ sort: { column: 'base', descending: true }, maxSet: true });
  });

  it('reads the fruit’s ids typed or linked with capitals as the lower-case ids they are, and writes them back so', () => {
    const { state, report } = open('?variant=Gold&m=Frozen,SHOCKED');
    expect(report).toBeNull();
    expect(encodeValueListQuery(state)).toBe('variant=gold&m=shocked,frozen');
  });

  it('reads its sort and filters typed or linked with capitals as the choices they are, and writes them back so', () => {
    const { state, report } = open('?sort=-FirstSeen&tier=Rare&category=Seed+Shop&obtainable=YES&set=Max');
    expect(report).toBeNull();
    expect(encodeValueListQuery(state)).toBe('sort=-firstSeen&tier=rare&category=seed+shop&obtainable=yes&set=max');
  });

  it('reads variant and m exactly as the crop calculator does', () => {
    for (const search of ['variant=rainbow&m=frozen,nope,frozen', 'variant=shiny&m=', 'm=wet,,chilled', 'variant=Gold&m=Frozen,SHOCKED']) {
      const list = decodeValueListQuery(search, engine);
      const calculator = decodeCropQuery(search, findCrop, mutationLookups);
      expect(list.state.variantId).toBe(calculator.state.variantId);
      expect(list.state.mutationIds).toEqual(calculator.state.mutationIds);
      expect(list.dropped).toEqual(calculator.dropped);
    }
  });

  it('drops what it cannot use, naming it, and keeps the rest', () => {
    const { state, report } = open(`?sort=price&tier=godly&category=moon&obtainable=maybe&set=min&q=${'x'.repeat(61)}&x=1&variant=gold`);
    expect(state).toEqual({ ...DEFAULT_VALUE_LIST, variantId: 'gold' });
    expect(report?.dropped.map((entry) => `${entry.key}:${entry.reason}`)).toEqual([
      'sort:invalid',
      'tier:invalid',
      'category:invalid',
      'obtainable:invalid',
      'set:invalid',
      'q:invalid',
      'x:unknown',
    ]);
  });

  // The max set is each crop's own variant (Rainbow) and mutations: a variant or mutations beside it were dropped from
  // the address without a word.
  it('reports a variant or mutations given beside set=max as unused, and leaves them out of the list it opens', () => {
    for (const search of ['?set=max&variant=gold', '?variant=gold&set=max']) {
      const { state, report } = open(search);
      expect(state).toEqual({ ...DEFAULT_VALUE_LIST, maxSet: true });
      expect(report?.dropped).toEqual([{ key: 'variant', reason: 'unused', value: 'gold' }]);
      expect(encodeValueListQuery(state)).toBe('set=max');
    }
    const { state, report } = open('?set=max&variant=shiny&m=frozen,nope');
    expect(state).toEqual({ ...DEFAULT_VALUE_LIST, maxSet: true });
    expect(report?.dropped).toEqual([
      { key: 'variant', reason: 'invalid', value: 'shiny' },
      { key: 'm', reason: 'invalidPart', value: 'nope' },
      { key: 'm', reason: 'unused', value: 'frozen' },
    ]);
    // Without set=max, the same fruit is used as written.
    expect(open('?variant=gold&m=frozen').report).toBeNull();
  });

  // The list took Wet and Chilled as Frozen without a word, where the calculator tells the change.
  it('tells what the game’s rules made of a link’s mutations, exactly as the calculator does', () => {
    for (const search of ['?m=wet,chilled', '?variant=gold&m=chilled,drenched,shocked']) {
      const { state, report } = open(search);
      const calculator = openState(cropQueryCodec(findCrop, mutationLookups), search, undefined);
      expect(report?.changes.length).toBeGreaterThan(0);
      expect(report?.changes).toEqual(calculator.report?.changes);
      expect(state.mutationIds).toEqual(calculator.state.mutationIds);
    }
    expect(open('?m=wet,chilled').state.mutationIds).toEqual(['frozen']);
    // Beside set=max a link's mutations are not used at all, so nothing of them changed.
    expect(open('?set=max&m=wet,chilled').report?.changes).toEqual([]);
  });

  it('keeps a mutation named twice once, without a report: the fruit is the same', () => {
    const { state, report } = open('?m=frozen,frozen,frozen');
    expect(state.mutationIds).toEqual(['frozen']);
    expect(report).toBeNull();
  });

  it('writes back what it reads, for any valid list', () => {
    const lists = fc.record({
      sort: fc.record({ column: fc.constantFrom(...SORT_COLUMNS), descending: fc.boolean() }),
      query: fc.constantFrom('', 'mango', 'straw berry', 'ñ&?='),
      tier: fc.constantFrom('', 'unknown', ...TIERS),
      category: fc.constantFrom('', 'seed shop', 'twilight shop'),
      obtainable: fc.constantFrom('', 'yes', 'no'),
      variantId: fc.constantFrom(...VARIANT_IDS),
      mutationIds: fc.constantFrom([], ['frozen'], ['shocked', 'frozen']),
      maxSet: fc.boolean(),
    });
    fc.assert(
      fc.property(lists, (list) => {
        const reopened = open(`?${encodeValueListQuery(list)}`).state;
        // With the max set chosen, the variant and mutations are each crop's own and are not written.
        const expected = list.maxSet ? { ...list, variantId: 'normal', mutationIds: [] } : list;
        expect(reopened).toEqual(expected);
      }),
    );
  });
});
