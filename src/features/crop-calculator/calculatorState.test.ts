import { describe, expect, it } from 'vitest';
import { maxMutationSet, mutationLookups } from '../../game';
import { getCrop } from '../../game/crops';
import { cropsWithUnweighed, UNWEIGHED_CROP_ID } from '../../game/test-support/unweighedCrop';
import { cropQueryCodec, DEFAULT_CROP_ID, defaultCropQueryState, encodeCropQuery, type CropQueryState } from '../../links/cropQuery';
import { openState } from '../../links/urlState';
import { createCalculatorReducer, initialState, type CalculatorAction, type CalculatorState } from './calculatorState';

// The page's crops: the whole table here (and a crop whose weight is unknown), as after a link naming any crop.
const crops = cropsWithUnweighed;
const format = (value: number) => String(value).replace('.', ',');
const reducer = createCalculatorReducer(format, crops, 'en');
const defaultInputs = () => defaultCropQueryState(crops);
const run = (...actions: CalculatorAction[]): CalculatorState => actions.reduce(reducer, initialState(format, crops));
const open = (search: string, saved?: string) =>
  initialState(format, crops, openState(cropQueryCodec(crops, mutationLookups), search, saved));

describe('calculator state', () => {
  it('starts on an existing crop at its base weight', () => {
    const crop = getCrop(DEFAULT_CROP_ID);
    expect(initialState(format, crops).inputs).toEqual(defaultInputs());
    expect(defaultInputs()).toMatchObject({
      cropId: crop.id,
      weightKg: crop.weights!.baseWeight,
      quantity: 1,
      boostPercent: 0,
      variantId: 'normal',
    });
    expect(initialState(format, crops).weightText).toBe(format(crop.weights!.baseWeight));
    expect(initialState(format, crops)).toMatchObject({
      quantityText: '1',
      mutationQuery: '',
      targetText: '',
      mutationEvent: null,
      linkReport: null,
    });
  });

  it('picking a crop sets its base weight, written in the page language', () => {
    const state = run({ type: 'selectCrop', crop: getCrop('moon-mango') });
    expect(state.inputs).toMatchObject({ cropId: 'moon-mango', weightKg: 15 });
    expect(state.weightText).toBe('15');
    expect(state.crop).toBe(getCrop('moon-mango'));
  });

  it('keeps the last valid weight and quantity while a field holds an invalid entry', () => {
    const state = run({ type: 'typeWeight', text: '1,5' }, { type: 'typeWeight', text: 'abc' }, { type: 'typeQuantity', text: '0' });
    expect(state.weightText).toBe('abc');
    expect(state.inputs.weightKg).toBe(1.5);
    expect(state.quantityText).toBe('0');
    expect(state.inputs.quantity).toBe(1);
  });

  it('keeps the wanted price in the inputs (the address) while valid, the last one while a text is typed into shape, none once emptied', () => {
    const typed = run({ type: 'typeTarget', text: '2.5M' });
    expect(typed.inputs.targetPerFruit).toBe(2_500_000n);
    const halfTyped = reducer(typed, { type: 'typeTarget', text: '2.5Mx' });
    expect(halfTyped.targetText).toBe('2.5Mx');
    expect(halfTyped.inputs.targetPerFruit).toBe(2_500_000n);
    const emptied = reducer(halfTyped, { type: 'typeTarget', text: ' ' });
    expect(emptied.inputs.targetPerFruit).toBeUndefined();
    expect(encodeCropQuery(emptied.inputs)).not.toContain('target');
    expect(reducer(typed, { type: 'reset' }).inputs.targetPerFruit).toBeUndefined();
    // Every digit kept in the address: as a number, 12345678901234567890123 came back as 12345678901234568000000.
    const long = run({ type: 'typeTarget', text: '12345678901234567890123' });
    expect(encodeCropQuery(long.inputs)).toContain('target=12345678901234567890123');
  });

  it('opens a link’s wanted price in the field, every digit as the link writes it', () => {
    const state = open('?crop=moon-mango&target=1250000');
    expect(state.inputs.targetPerFruit).toBe(1_250_000n);
    expect(state.targetText).toBe('1250000');
    expect(state.linkReport).toBeNull();
  });

  it('a weight set from elsewhere (the reverse calculator) is written back into the field', () => {
    const state = run({ type: 'typeWeight', text: 'abc' }, { type: 'setWeight', kg: 2.5 });
    expect(state.inputs.weightKg).toBe(2.5);
    expect(state.weightText).toBe('2,5');
  });

  it('adding Chilled to a Wet fruit gives Frozen and records why', () => {
    const state = run({ type: 'toggleMutation', mutationId: 'wet' }, { type: 'toggleMutation', mutationId: 'chilled' });
    expect(state.inputs.mutationIds).toEqual(['frozen']);
    expect(state.mutationEvent).toMatchObject({
      kind: 'added',
      preview: { candidateId: 'chilled', removedIds: ['wet'], addedIds: ['frozen'] },
    });
  });

  it('a plain addition or removal leaves no message', () => {
    const added = run({ type: 'toggleMutation', mutationId: 'shocked' });
    expect(added.inputs.mutationIds).toEqual(['shocked']);
    expect(added.mutationEvent).toBeNull();
    expect(reducer(added, { type: 'toggleMutation', mutationId: 'shocked' }).inputs.mutationIds).toEqual([]);
  });

  it('Max mutation takes the engine’s set and variant for the crop', () => {
    const state = run({ type: 'selectCrop', crop: getCrop('moon-mango') }, { type: 'maxMutation' });
    const expected = maxMutationSet(getCrop('moon-mango'));
    expect(state.inputs.mutationIds).toEqual(expected.mutationIds);
    expect(state.inputs.variantId).toBe(expected.variantId);
    expect(state.mutationEvent).toEqual({ kind: 'max', result: expected });
  });

  it('clearing the mutations empties the list and its message', () => {
    const state = run(
      { type: 'toggleMutation', mutationId: 'wet' },
      { type: 'toggleMutation', mutationId: 'chilled' },
      { type: 'clearMutations' },
    );
    expect(state.inputs.mutationIds).toEqual([]);
    expect(state.mutationEvent).toBeNull();
  });

  it('keeps what is typed in the mutation search and the target price, without touching the calculation', () => {
    const start = initialState(format, crops);
    const state = run({ type: 'searchMutations', query: 'froz' }, { type: 'typeTarget', text: '1000' });
    expect(state.mutationQuery).toBe('froz');
    expect(state.targetText).toBe('1000');
    expect(state.inputs).toEqual({ ...start.inputs, targetPerFruit: 1000n });
  });

  it('dismisses the mutation message and the link report', () => {
    const linked = open('?crop=moon-mango&m=wet,chilled&utm=x');
    expect(linked.linkReport).not.toBeNull();
    expect(reducer(linked, { type: 'dismissLinkReport' }).linkReport).toBeNull();
    const fused = run({ type: 'toggleMutation', mutationId: 'wet' }, { type: 'toggleMutation', mutationId: 'chilled' });
    expect(reducer(fused, { type: 'dismissMutationEvent' }).mutationEvent).toBeNull();
  });

  it('Reset returns every input, text and message to its default', () => {
    const state = [
      { type: 'selectCrop', crop: getCrop('moon-mango') },
      { type: 'typeQuantity', text: '3' },
      { type: 'setBoost', percent: 20 },
      { type: 'setVariant', variantId: 'gold' },
      { type: 'toggleMutation', mutationId: 'wet' },
      { type: 'toggleMutation', mutationId: 'chilled' },
      { type: 'searchMutations', query: 'sh' },
      { type: 'typeTarget', text: '500' },
      { type: 'reset' },
    ].reduce<CalculatorState>((current, action) => reducer(current, action as CalculatorAction), open('?crop=carrot&utm=x'));
    expect(state).toEqual(initialState(format, crops));
    expect(state.inputs).toEqual(defaultInputs());
    expect(state.quantityText).toBe('1');
    expect(state.mutationEvent).toBeNull();
    expect(state.linkReport).toBeNull();
  });
});

describe('opening the calculator on a link or the saved calculation', () => {
  it('reads a full link exactly, the fields written in the page language', () => {
    const state = open('?crop=moon-mango&w=15.5&qty=2&boost=20&variant=rainbow&m=frozen,shocked');
    expect(state.inputs).toEqual({
      cropId: 'moon-mango',
      weightKg: 15.5,
      quantity: 2,
      boostPercent: 20,
      variantId: 'rainbow',
      mutationIds: ['shocked', 'frozen'],
    });
    expect(state.weightText).toBe('15,5');
    expect(state.quantityText).toBe('2');
    expect(state.linkReport).toBeNull();
  });

  it('fills what a link leaves out with defaults and the crop’s base weight, ignoring the saved calculation', () => {
    const { inputs, crop } = open('?crop=moon-mango', 'crop=carrot&w=9&qty=5');
    expect(crop).toBe(getCrop('moon-mango'));
    expect(inputs).toEqual({ cropId: 'moon-mango', weightKg: 15, quantity: 1, boostPercent: 0, variantId: 'normal', mutationIds: [] });
  });

  it('opens a crop whose weight is unknown at its base weight, with nothing in the weight field', () => {
    const state = open('?crop=unweighed-flower&w=4');
    expect(state.inputs).toMatchObject({ cropId: UNWEIGHED_CROP_ID, weightKg: null });
    expect(state.weightText).toBe('');
  });

  it('reports what it dropped and how the game resolved the link’s mutations', () => {
    const { inputs, linkReport } = open('?crop=nope&w=-3&m=wet,chilled,bogus&utm=x');
    expect(inputs.cropId).toBe(DEFAULT_CROP_ID);
    expect(inputs.weightKg).toBe(getCrop(DEFAULT_CROP_ID).weights!.baseWeight);
    expect(inputs.mutationIds).toEqual(['frozen']);
    expect(linkReport?.dropped).toEqual([
      { key: 'crop', reason: 'invalid', value: 'nope' },
      { key: 'w', reason: 'invalid', value: '-3' },
      { key: 'm', reason: 'invalidPart', value: 'bogus' },
      { key: 'utm', reason: 'unknown', value: 'utm' },
    ]);
    expect(linkReport?.changes).toHaveLength(1);
    expect(linkReport?.changes[0]).toMatchObject({ removedIds: ['wet', 'chilled'], addedIds: ['frozen'] });
  });

  it('uses the saved calculation when the link names no calculator field, and still reports the link’s other keys', () => {
    const savedInputs: CropQueryState = {
      cropId: 'moon-mango',
      weightKg: 20,
      quantity: 4,
      boostPercent: 10,
      variantId: 'gold',
      mutationIds: ['frozen'],
    };
    const { inputs, linkReport, weightText, quantityText } = open('?utm_source=chat', encodeCropQuery(savedInputs));
    expect(inputs).toEqual(savedInputs);
    expect(weightText).toBe('20');
    expect(quantityText).toBe('4');
    expect(linkReport).toEqual({ dropped: [{ key: 'utm_source', reason: 'unknown', value: 'utm_source' }], changes: [] });
  });

  it('falls back to the defaults when nothing is saved or the saved text is junk', () => {
    expect(open('', undefined).inputs).toEqual(defaultInputs());
    expect(open('', '%%%garbage').inputs).toEqual(defaultInputs());
    expect(open('', '').inputs).toEqual(defaultInputs());
    expect(open('', undefined).linkReport).toBeNull();
  });
});
