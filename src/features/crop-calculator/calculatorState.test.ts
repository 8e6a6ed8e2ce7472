import { describe, expect, it } from 'vitest';
import { getCrop, maxMutationSet } from '../../game';
import { encodeCropQuery } from '../../lib/cropQuery';
import {
  DEFAULT_CROP_ID,
  createCalculatorReducer,
  defaultInputs,
  initialState,
  restoreCalculation,
  type CalculatorAction,
  type CalculatorState,
} from './calculatorState';

const format = (value: number) => String(value).replace('.', ',');
const reducer = createCalculatorReducer(format);
const run = (...actions: CalculatorAction[]): CalculatorState => actions.reduce(reducer, initialState(format));

describe('calculator state', () => {
  it('starts on an existing crop at its base weight', () => {
    const crop = getCrop(DEFAULT_CROP_ID);
    expect(initialState(format).inputs).toEqual(defaultInputs());
    expect(defaultInputs()).toMatchObject({ cropId: crop.id, weightKg: crop.baseWeight, quantity: 1, boostPercent: 0, variantId: 'normal' });
    expect(initialState(format).weightText).toBe(format(crop.baseWeight));
  });

  it('picking a crop sets its base weight, written in the page language', () => {
    const state = run({ type: 'selectCrop', cropId: 'moon-mango' });
    expect(state.inputs).toMatchObject({ cropId: 'moon-mango', weightKg: 15 });
    expect(state.weightText).toBe('15');
  });

  it('keeps the last valid weight and quantity while a field holds an invalid entry', () => {
    const state = run({ type: 'typeWeight', text: '1,5' }, { type: 'typeWeight', text: 'abc' }, { type: 'typeQuantity', text: '0' });
    expect(state.weightText).toBe('abc');
    expect(state.inputs.weightKg).toBe(1.5);
    expect(state.quantityText).toBe('0');
    expect(state.inputs.quantity).toBe(1);
  });

  it('adding Chilled to a Wet fruit gives Frozen and records why', () => {
    const state = run({ type: 'toggleMutation', mutationId: 'wet' }, { type: 'toggleMutation', mutationId: 'chilled' });
    expect(state.inputs.mutationIds).toEqual(['frozen']);
    expect(state.mutationEvent).toMatchObject({ kind: 'added', preview: { candidateId: 'chilled', removedIds: ['wet'], addedIds: ['frozen'] } });
  });

  it('a plain addition or removal leaves no message', () => {
    const added = run({ type: 'toggleMutation', mutationId: 'shocked' });
    expect(added.inputs.mutationIds).toEqual(['shocked']);
    expect(added.mutationEvent).toBeNull();
    expect(reducer(added, { type: 'toggleMutation', mutationId: 'shocked' }).inputs.mutationIds).toEqual([]);
  });

  it('Max mutation takes the engine’s set and variant for the crop', () => {
    const state = run({ type: 'selectCrop', cropId: 'moon-mango' }, { type: 'maxMutation' });
    const expected = maxMutationSet('moon-mango');
    expect(state.inputs.mutationIds).toEqual(expected.mutationIds);
    expect(state.inputs.variantId).toBe(expected.variantId);
    expect(state.mutationEvent).toEqual({ kind: 'max', result: expected });
  });

  it('Reset returns every input to its default and restarts the pickers', () => {
    const state = run(
      { type: 'selectCrop', cropId: 'moon-mango' },
      { type: 'typeQuantity', text: '3' },
      { type: 'setBoost', percent: 20 },
      { type: 'setVariant', variantId: 'gold' },
      { type: 'toggleMutation', mutationId: 'frozen' },
      { type: 'reset' },
    );
    expect(state.inputs).toEqual(defaultInputs());
    expect(state.quantityText).toBe('1');
    expect(state.resetCount).toBe(1);
    expect(state.mutationEvent).toBeNull();
  });
});

describe('restoring the linked or saved calculation', () => {
  it('keeps the very same inputs when there is nothing to restore, so nothing computed from them is redone', () => {
    const start = initialState(format);
    const restored = reducer(start, { type: 'restore', ...restoreCalculation('', undefined) });
    expect(restored.restored).toBe(true);
    expect(restored.inputs).toBe(start.inputs);
  });

  it('takes the linked inputs when they differ', () => {
    const start = initialState(format);
    const link = `?${encodeCropQuery({ ...defaultInputs(), cropId: 'moon-mango', weightKg: 15 })}`;
    const restored = reducer(start, { type: 'restore', ...restoreCalculation(link, undefined) });
    expect(restored.inputs).toMatchObject({ cropId: 'moon-mango', weightKg: 15 });
    expect(restored.weightText).toBe('15');
  });
});

describe('edits made before hydration', () => {
  const moonMangoLink = `?${encodeCropQuery({ ...defaultInputs(), cropId: 'moon-mango', weightKg: 15, mutationIds: ['shocked'] })}`;

  it('go over the linked calculation, and the fields are drawn afresh', () => {
    const start = initialState(format);
    const restored = reducer(start, {
      type: 'restore',
      ...restoreCalculation(moonMangoLink, undefined),
      earlyEdits: [
        { field: 'weight', text: '3,5' },
        { field: 'quantity', text: '4' },
        { field: 'boost', percent: 20 },
        { field: 'variant', variantId: 'gold' },
      ],
    });
    expect(restored.inputs).toMatchObject({ cropId: 'moon-mango', weightKg: 3.5, quantity: 4, boostPercent: 20, variantId: 'gold' });
    expect(restored.weightText).toBe('3,5');
    expect(restored.resetCount).toBe(start.resetCount + 1);
  });

  it('tick or clear a mutation only when the calculation does not already say so, under the game’s rules', () => {
    const start = initialState(format);
    const restored = reducer(start, {
      type: 'restore',
      ...restoreCalculation(moonMangoLink, undefined),
      earlyEdits: [
        { field: 'mutation', mutationId: 'shocked', checked: true },
        { field: 'mutation', mutationId: 'wet', checked: true },
        { field: 'mutation', mutationId: 'chilled', checked: true },
      ],
    });
    // Shocked was linked already; Wet and Chilled fuse into Frozen as in the game.
    expect([...restored.inputs.mutationIds].sort()).toEqual(['frozen', 'shocked']);
    expect(restored.mutationEvent?.kind).toBe('added');

    const cleared = reducer(start, {
      type: 'restore',
      ...restoreCalculation(moonMangoLink, undefined),
      earlyEdits: [{ field: 'mutation', mutationId: 'shocked', checked: false }],
    });
    expect(cleared.inputs.mutationIds).toEqual([]);
  });

  it('none: the fields keep their state', () => {
    const start = initialState(format);
    const restored = reducer(start, { type: 'restore', ...restoreCalculation(moonMangoLink, undefined), earlyEdits: [] });
    expect(restored.resetCount).toBe(start.resetCount);
  });
});

describe('restoreCalculation', () => {
  it('reads a full link exactly', () => {
    const { inputs, linkReport } = restoreCalculation('?crop=moon-mango&w=15&qty=2&boost=20&variant=rainbow&m=frozen,shocked', undefined);
    expect(inputs).toEqual({ cropId: 'moon-mango', weightKg: 15, quantity: 2, boostPercent: 20, variantId: 'rainbow', mutationIds: ['shocked', 'frozen'] });
    expect(linkReport).toBeNull();
  });

  it('fills what a link leaves out with defaults and the crop’s base weight', () => {
    const { inputs } = restoreCalculation('?crop=moon-mango', 'crop=carrot&w=9&qty=5');
    expect(inputs).toMatchObject({ cropId: 'moon-mango', weightKg: 15, quantity: 1, variantId: 'normal', mutationIds: [] });
  });

  it('reports what it dropped and how the game resolved the link’s mutations', () => {
    const { inputs, linkReport } = restoreCalculation('?crop=nope&w=-3&m=wet,chilled,bogus&utm=x', undefined);
    expect(inputs.cropId).toBe(DEFAULT_CROP_ID);
    expect(inputs.mutationIds).toEqual(['frozen']);
    expect(linkReport?.dropped.map((param) => param.key)).toEqual(['crop', 'w', 'm', 'other']);
    expect(linkReport?.changes[0]).toMatchObject({ removedIds: ['wet', 'chilled'], addedIds: ['frozen'] });
  });

  it('uses the saved calculation when the link names no calculator field', () => {
    const saved = encodeCropQuery({ cropId: 'moon-mango', weightKg: 20, quantity: 4, boostPercent: 10, variantId: 'gold', mutationIds: ['frozen'] });
    const { inputs, linkReport } = restoreCalculation('?utm_source=chat', saved);
    expect(inputs).toEqual({ cropId: 'moon-mango', weightKg: 20, quantity: 4, boostPercent: 10, variantId: 'gold', mutationIds: ['frozen'] });
    expect(linkReport?.dropped).toEqual([{ key: 'other', value: 'utm_source' }]);
  });

  it('falls back to the defaults when nothing is saved or the saved text is junk', () => {
    expect(restoreCalculation('', undefined).inputs).toEqual(defaultInputs());
    expect(restoreCalculation('', '%%%garbage').inputs).toEqual(defaultInputs());
  });
});

