import { describe, expect, it } from 'vitest';
import { askEngine, cropLookupOf, GameInputError, isGameInputError, requireCrop, requireQuantity } from './inputs';
import type { Crop } from './types';

const carrot = { id: 'carrot', name: 'Carrot' } as Crop;

describe('a crop lookup', () => {
  it('answers for the crops it was made from and refuses any other as the engine refuses an unknown crop', () => {
    const lookup = cropLookupOf([carrot]);
    expect(requireCrop(lookup, 'carrot')).toBe(carrot);
    expect(lookup('moon-mango')).toBeUndefined();
    let refusal: unknown;
    try {
      requireCrop(lookup, 'moon-mango');
    } catch (error) {
      refusal = error;
    }
    expect(isGameInputError(refusal) && refusal.code).toBe('unknown-crop');
  });

  it('answers nothing for an id that is not a string, nor for an inherited property name', () => {
    const lookup = cropLookupOf([carrot]);
    expect(lookup(42 as unknown as string)).toBeUndefined();
    expect(lookup('constructor')).toBeUndefined();
  });
});

describe('asking the engine', () => {
  it('gives its answer, or its input error as a value', () => {
    expect(askEngine(() => requireQuantity(3))).toEqual({ ok: true, value: 3 });
    const refused = askEngine(() => requireQuantity(0));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toBeInstanceOf(GameInputError);
  });

  it('rethrows anything else: a bug is not a wrong input', () => {
    expect(() =>
      askEngine(() => {
        throw new TypeError('a bug');
      }),
    ).toThrow('a bug');
  });
});
