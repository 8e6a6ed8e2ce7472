import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cropLookupOf, mutationLookups, mutations, VARIANT_IDS } from '../game';
import { crops, findCrop, getCrop } from '../game/crops';
import { cropsWithUnweighed, UNWEIGHED_CROP_ID } from '../game/test-support/unweighedCrop';
import { LANGUAGES } from '../i18n/languages';
import { formatForInput } from '../lib/format';
import { parseLocalizedNumber } from '../lib/parseNumber';
import { SAVED_STATE_KEYS } from '../lib/paths';
import {
  cropQueryCodec as codecFor,
  cropNamedBy,
  decodeCropQuery,
  DEFAULT_CROP_ID,
  defaultCropQueryState,
  encodeCropQuery,
  MAX_WEIGHT_KG,
  MIN_WEIGHT_KG,
  sameCropQueryState,
  weightUnusedBecauseCropDropped,
} from './cropQuery';
import { openState } from './urlState';

const cropQueryCodec = codecFor(cropsWithUnweighed, mutationLookups);

describe('crop calculator query string', () => {
  it('reads the documented example', () => {
    const example = '?crop=moon-mango&w=15&qty=1&boost=0&variant=rainbow&m=frozen,shocked&target=1000000';
    expect(decodeCropQuery(example, findCrop, mutationLookups)).toEqual({
      state: {
        cropId: 'moon-mango',
        weightKg: 15,
        quantity: 1,
        boostPercent: 0,
        variantId: 'rainbow',
        mutationIds: ['frozen', 'shocked'],
        targetPerFruit: 1_000_000n,
      },
      dropped: [],
    });
  });

  it('writes the documented example', () => {
    expect(
      encodeCropQuery({
        cropId: 'moon-mango',
        weightKg: 15,
        quantity: 1,
        boostPercent: 0,
        variantId: 'rainbow',
        mutationIds: ['frozen', 'shocked'],
        targetPerFruit: 1_000_000n,
      }),
    ).toBe('crop=moon-mango&w=15&qty=1&boost=0&variant=rainbow&m=frozen,shocked&target=1000000');
  });

  it('drops and reports unknown ids, bad numbers, repeated and foreign keys', () => {
    const { state, dropped } = decodeCropQuery(
      'crop=not-a-crop&w=-3&qty=1.5&boost=15&variant=platinum&m=frozen,bogus,frozen&crop=carrot&x=<b>',
      findCrop,
      mutationLookups,
    );
    expect(state).toEqual({ mutationIds: ['frozen'] });
    expect(dropped).toEqual([
      { key: 'crop', reason: 'invalid', value: 'not-a-crop' },
      { key: 'w', reason: 'invalid', value: '-3' },
      { key: 'qty', reason: 'invalid', value: '1.5' },
      { key: 'boost', reason: 'invalid', value: '15' },
      { key: 'variant', reason: 'invalid', value: 'platinum' },
      { key: 'm', reason: 'invalidPart', value: 'bogus' },
      { key: 'crop', reason: 'repeated', value: 'carrot' },
      { key: 'x', reason: 'unknown', value: 'x' },
    ]);
  });

  it('rejects absurd and non-decimal weights', () => {
    for (const w of ['1e3', 'Infinity', 'NaN', '0', String(MAX_WEIGHT_KG + 1), '1,5', '0x10', '0.0000009', '0.0000000000001']) {
      expect(decodeCropQuery(`w=${w}`, findCrop, mutationLookups).state.weightKg, w).toBeUndefined();
    }
    expect(decodeCropQuery('w=0.000001', findCrop, mutationLookups).state.weightKg).toBe(MIN_WEIGHT_KG);
  });

  it('takes a wanted price in whole Sheckles, written plainly however large, and drops any other', () => {
    for (const target of ['0', '-5', '1.5', '1e6', '1,000', 'Infinity', '0x10', '']) {
      const decoded = decodeCropQuery(`target=${target}`, findCrop, mutationLookups);
      expect(decoded.state.targetPerFruit, target).toBeUndefined();
      expect(decoded.dropped, target).toEqual([{ key: 'target', reason: 'invalid', value: target }]);
    }
    expect(decodeCropQuery('target=1', findCrop, mutationLookups).state.targetPerFruit).toBe(1n);
    // Every digit kept: 2^53 + 1 read as a number came back as 9007199254740992.
    for (const digits of ['9007199254740993', '99999999999999999999999999999']) {
      expect(decodeCropQuery(`target=${digits}`, findCrop, mutationLookups).state.targetPerFruit).toBe(BigInt(digits));
      expect(encodeCropQuery({ targetPerFruit: BigInt(digits) })).toBe(`target=${digits}`);
    }
    // Past what a number can hold, as the field refuses it.
    expect(decodeCropQuery(`target=1${'0'.repeat(400)}`, findCrop, mutationLookups).dropped).toHaveLength(1);
  });

  it('takes the lightest weight as the weight field writes it, in every language', () => {
    for (const language of LANGUAGES) {
      expect(parseLocalizedNumber(formatForInput(MIN_WEIGHT_KG, language), language), language).toEqual({ ok: true, value: MIN_WEIGHT_KG });
    }
  });

  it('keeps a mutation named twice once, without a report: the fruit is the same', () => {
    expect(decodeCropQuery('m=frozen,frozen,frozen', findCrop, mutationLookups)).toEqual({
      state: { mutationIds: ['frozen'] },
      dropped: [],
    });
  });

  it('round-trips any valid state', () => {
    fc.assert(
      fc.property(
        // A valid state has a weight only for a crop whose weight is known (the other case is tested below).
        fc.constantFrom(...crops.filter((crop) => crop.weights !== null).map((crop) => crop.id)),
        fc.double({ min: 1e-6, max: MAX_WEIGHT_KG, noNaN: true }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(0, 10, 20, 30, 40),
        fc.constantFrom(...VARIANT_IDS),
        fc.uniqueArray(fc.constantFrom(...mutations.map((m) => m.id)), { maxLength: 8 }),
        fc.option(fc.bigInt({ min: 1n, max: 10n ** 300n }), { nil: undefined }),
        (cropId, weightKg, quantity, boostPercent, variantId, mutationIds, targetPerFruit) => {
          const state = { cropId, weightKg, quantity, boostPercent, variantId, mutationIds, targetPerFruit };
          const decoded = decodeCropQuery(encodeCropQuery(state), findCrop, mutationLookups);
          expect(decoded.dropped).toEqual([]);
          expect(decoded.state).toEqual(mutationIds.length ? state : { ...state, mutationIds: undefined });
        },
      ),
    );
  });

  it('starts on an existing crop at its base weight', () => {
    expect(defaultCropQueryState(findCrop)).toEqual({
      cropId: DEFAULT_CROP_ID,
      weightKg: getCrop(DEFAULT_CROP_ID).weights!.baseWeight,
      quantity: 1,
      boostPercent: 0,
      variantId: 'normal',
      mutationIds: [],
    });
  });

  it('compares calculations by what their links say', () => {
    const base = defaultCropQueryState(findCrop);
    expect(sameCropQueryState(base, { ...base, mutationIds: [] })).toBe(true);
    expect(sameCropQueryState(base, { ...base, quantity: 2 })).toBe(false);
    expect(sameCropQueryState({ ...base, mutationIds: ['frozen', 'shocked'] }, { ...base, mutationIds: ['frozen', 'shocked'] })).toBe(true);
  });
});

describe('the crop calculator’s address codec', () => {
  it('keeps the bare address for the defaults and writes anything else in full', () => {
    expect(cropQueryCodec.encode(defaultCropQueryState(findCrop))).toBe('');
    expect(cropQueryCodec.encode({ ...defaultCropQueryState(findCrop), quantity: 2 })).toBe(
      'crop=carrot&w=0.275&qty=2&boost=0&variant=normal',
    );
  });

  it('saves under the crop calculator’s key and reports keys that are not its own', () => {
    expect(cropQueryCodec.storageKey).toBe('crop-calculator:last');
    expect(SAVED_STATE_KEYS['/']).toBe(cropQueryCodec.storageKey);
    expect(cropQueryCodec.reportsUnknownKeys).toBe(true);
    expect(cropQueryCodec.keys).toEqual(['crop', 'w', 'qty', 'boost', 'variant', 'm', 'target']);
  });

  it('opens a link with a weight too light for the field on the crop’s base weight, reporting it, and never writes it back', () => {
    const { state, report } = openState(cropQueryCodec, '?w=0.0000000000001', undefined);
    expect(state.weightKg).toBe(getCrop(DEFAULT_CROP_ID).weights!.baseWeight);
    expect(report?.dropped).toEqual([{ key: 'w', reason: 'invalid', value: '0.0000000000001' }]);
    expect(cropQueryCodec.encode(state)).not.toContain('w=0.0000000000001');
  });

  it('completes what a link names with defaults, the crop’s base weight and the game’s mutation rules', () => {
    const { state, changes } = cropQueryCodec.complete({ cropId: 'moon-mango', mutationIds: ['wet', 'chilled'] });
    expect(state).toEqual({
      cropId: 'moon-mango',
      weightKg: 15,
      quantity: 1,
      boostPercent: 0,
      variantId: 'normal',
      mutationIds: ['frozen'],
    });
    expect(changes).toEqual([expect.objectContaining({ removedIds: ['wet', 'chilled'], addedIds: ['frozen'] })]);
    expect(cropQueryCodec.complete({})).toEqual({ state: defaultCropQueryState(findCrop), changes: [] });
  });

  it('values a crop whose weight is unknown at its base weight: no `w` is written, and one given is reported unused', () => {
    const decoded = decodeCropQuery('crop=unweighed-flower&w=3&variant=gold', cropsWithUnweighed, mutationLookups);
    expect(decoded.dropped).toEqual([{ key: 'w', reason: 'unused', value: '3' }]);
    expect(decodeCropQuery('w=3&crop=unweighed-flower', cropsWithUnweighed, mutationLookups).dropped).toEqual([
      { key: 'w', reason: 'unused', value: '3' },
    ]);
    // A weight that is not one is invalid whatever the crop.
    expect(decodeCropQuery('crop=unweighed-flower&w=abc', cropsWithUnweighed, mutationLookups).dropped).toEqual([
      { key: 'w', reason: 'invalid', value: 'abc' },
    ]);
    expect(decodeCropQuery('crop=carrot&w=3', findCrop, mutationLookups).dropped).toEqual([]);
    const { state } = cropQueryCodec.complete(decoded.state);
    expect(state).toMatchObject({ cropId: UNWEIGHED_CROP_ID, weightKg: null, variantId: 'gold' });
    expect(cropQueryCodec.encode(state)).toBe('crop=unweighed-flower&qty=1&boost=0&variant=gold');
  });

  it('drops the weight of a crop it drops, with the crop, rather than weigh the default crop with it', () => {
    const decoded = decodeCropQuery('crop=unknown-crop&w=2&variant=gold&target=5000', findCrop, mutationLookups);
    expect(decoded).toEqual({
      state: { variantId: 'gold', targetPerFruit: 5000n },
      dropped: [
        { key: 'crop', reason: 'invalid', value: 'unknown-crop' },
        { key: 'w', reason: 'unused', value: '2' },
      ],
    });
    expect(weightUnusedBecauseCropDropped(decoded.dropped)).toBe(true);
    // The calculator opens on the default crop at its own base weight, not a 2 kg Carrot.
    const opened = openState(codecFor(findCrop, mutationLookups), '?crop=unknown-crop&w=2', undefined);
    expect(opened.state).toMatchObject({ cropId: DEFAULT_CROP_ID, weightKg: getCrop(DEFAULT_CROP_ID).weights!.baseWeight });
    expect(opened.report?.dropped).toContainEqual({ key: 'w', reason: 'unused', value: '2' });
    // In whichever order the link gives them, and however the crop is wrong.
    expect(decodeCropQuery('w=2&crop=', findCrop, mutationLookups).dropped).toContainEqual({ key: 'w', reason: 'unused', value: '2' });
    // A crop it keeps keeps its weight; a repeated crop is the first one, whose weight it is.
    expect(decodeCropQuery('crop=sunflower&crop=nope&w=2', findCrop, mutationLookups).state).toEqual({ cropId: 'sunflower', weightKg: 2 });
    // No crop named: the weight is the default crop's, as a link that names only a weight asks.
    expect(decodeCropQuery('w=2', findCrop, mutationLookups)).toEqual({ state: { weightKg: 2 }, dropped: [] });
    // A weight unused for a crop whose weight is unknown is not the dropped crop's.
    const unweighed = decodeCropQuery(`crop=${UNWEIGHED_CROP_ID}&w=3`, cropsWithUnweighed, mutationLookups);
    expect(weightUnusedBecauseCropDropped(unweighed.dropped)).toBe(false);
  });

  it('reads a link against the crops the page holds: a crop they lack is dropped as unknown, whatever the table has', () => {
    const pageCrops = cropLookupOf([getCrop('carrot'), getCrop('sunflower')]);
    expect(decodeCropQuery('crop=sunflower&w=2', pageCrops, mutationLookups)).toEqual({
      state: { cropId: 'sunflower', weightKg: 2 },
      dropped: [],
    });
    expect(decodeCropQuery('crop=moon-mango&w=15', pageCrops, mutationLookups)).toEqual({
      state: {},
      dropped: [
        { key: 'crop', reason: 'invalid', value: 'moon-mango' },
        { key: 'w', reason: 'unused', value: '15' },
      ],
    });
    expect(codecFor(pageCrops, mutationLookups).complete({}).state).toEqual(defaultCropQueryState(findCrop));
  });

  it('reads ids typed or linked with capitals as the lower-case ids they are, and writes them back so', () => {
    expect(decodeCropQuery('crop=Moon-Mango&variant=Rainbow&m=FROZEN,Shocked', findCrop, mutationLookups)).toEqual({
      state: { cropId: 'moon-mango', variantId: 'rainbow', mutationIds: ['frozen', 'shocked'] },
      dropped: [],
    });
    expect(openState(cropQueryCodec, '?crop=Carrot&variant=Gold', undefined)).toMatchObject({ report: null });
    expect(cropQueryCodec.encode(openState(cropQueryCodec, '?crop=Moon-Mango&w=15', undefined).state)).toBe(
      'crop=moon-mango&w=15&qty=1&boost=0&variant=normal',
    );
  });

  it('names the crop a link or saved calculation asks for, which is what the page’s load() looks up', () => {
    expect(cropNamedBy(new URLSearchParams('crop=moon-mango&w=15'))).toBe('moon-mango');
    // As the link's reader takes it: the page's crops are looked up without the crop table.
    expect(cropNamedBy(new URLSearchParams('crop=Carrot'))).toBe('carrot');
    expect(cropNamedBy(new URLSearchParams('w=2&m=frozen'))).toBeNull();
    expect(cropNamedBy(null)).toBeNull();
  });
});
