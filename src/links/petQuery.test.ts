import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PET_MAX_AGE } from '../game';
import { decodePetQuery, DEFAULT_PET, encodePetQuery, MAX_PET_KG, petQueryCodec } from './petQuery';

const decode = (search: string) => decodePetQuery(new URLSearchParams(search));

describe('pet calculator query string', () => {
  it('reads and writes the documented example', () => {
    expect(decode('?age=50&kg=6&all=1')).toEqual({ state: { age: 50, kg: 6, all: true }, dropped: [] });
    expect(encodePetQuery({ age: 50, kg: 6, all: true })).toBe('age=50&kg=6&all=1');
  });

  it('leaves `all` out when the milestones are shown, and writes weights without exponents', () => {
    expect(encodePetQuery({ age: 3, kg: 0.0000001, all: false })).toBe('age=3&kg=0.0000001');
    expect(decode('all=0')).toEqual({ state: { all: false }, dropped: [] });
  });

  it('drops and reports bad values and repeated keys, and ignores keys that are not its own', () => {
    const { state, dropped } = decode('age=0&kg=2,5&all=yes&age=7&utm_source=x');
    expect(state).toEqual({});
    expect(dropped).toEqual([
      { key: 'age', reason: 'invalid', value: '0' },
      { key: 'kg', reason: 'invalid', value: '2,5' },
      { key: 'all', reason: 'invalid', value: 'yes' },
      { key: 'age', reason: 'repeated', value: '7' },
    ]);
  });

  it.each([
    ['age', '501'],
    ['age', '2.5'],
    ['age', '-3'],
    ['age', 'abc'],
    ['age', ''],
    ['kg', '0'],
    ['kg', '-1'],
    ['kg', '1e3'],
    ['kg', 'Infinity'],
    ['kg', String(MAX_PET_KG + 1)],
  ])('rejects %s=%s', (key, value) => {
    expect(decode(`${key}=${encodeURIComponent(value)}`).dropped).toHaveLength(1);
  });

  it('drops an age whose weight it drops, and a weight whose age it drops: one without the other is no pet the link meant', () => {
    // The weight is out of range: the age alone would be read as 1.5 kg at age 100, lighter than any Raccoon hatches.
    expect(decode('pet=raccoon&age=100&kg=99999')).toEqual({
      state: { pet: 'raccoon' },
      dropped: [
        { key: 'kg', reason: 'invalid', value: '99999' },
        { key: 'age', reason: 'unused', value: '100' },
      ],
    });
    expect(decode('kg=6&age=0&all=1')).toEqual({
      state: { all: true },
      dropped: [
        { key: 'age', reason: 'invalid', value: '0' },
        { key: 'kg', reason: 'unused', value: '6' },
      ],
    });
    expect(petQueryCodec.complete(decode('age=100&kg=').state).state).toEqual(DEFAULT_PET);
  });

  // `?age=50&k`, a link cut inside `kg=6`, was read as 1.5 kg at age 50 (every milestone passed), with no notice.
  it('drops a lone age or a lone weight the same way: the link names half a weighing', () => {
    for (const search of ['age=50', 'age=50&k']) {
      expect(decode(search)).toEqual({ state: {}, dropped: [{ key: 'age', reason: 'unused', value: '50' }] });
    }
    expect(decode('kg=6&target=9')).toEqual({ state: { target: 9 }, dropped: [{ key: 'kg', reason: 'unused', value: '6' }] });
    expect(petQueryCodec.complete(decode('age=50&k').state).state).toEqual(DEFAULT_PET);
    // The link's other keys still count.
    expect(decode('pet=raccoon&all=1&kg=6').state).toEqual({ pet: 'raccoon', all: true });
  });

  it('reads and writes the chosen pet by id, refusing what cannot be an id', () => {
    expect(decode('?age=3&kg=2&pet=chubby-chipmunk')).toEqual({ state: { age: 3, kg: 2, pet: 'chubby-chipmunk' }, dropped: [] });
    expect(encodePetQuery({ age: 3, kg: 2, all: false, pet: 'raccoon' })).toBe('age=3&kg=2&pet=raccoon');
    expect(petQueryCodec.encode({ ...DEFAULT_PET, pet: 'raccoon' })).toBe('age=1&kg=1.5&pet=raccoon');
    // Ids are lower case: one typed or linked with capitals is that id, and written back so.
    expect(decode('pet=Chubby-Chipmunk')).toEqual({ state: { pet: 'chubby-chipmunk' }, dropped: [] });
    for (const bad of ['rac coon', '<b>', '-x', 'x'.repeat(61)]) {
      expect(decode(`pet=${encodeURIComponent(bad)}`).dropped).toHaveLength(1);
    }
  });

  it('reads and writes the target weight of "at what age will it weigh…", so a reload keeps it', () => {
    expect(encodePetQuery({ age: 50, kg: 6, all: false, target: 10.25 })).toBe('age=50&kg=6&target=10.25');
    expect(decode('?age=50&kg=6&target=10.25')).toEqual({ state: { age: 50, kg: 6, target: 10.25 }, dropped: [] });
    // The example pet with a target is no longer the bare address.
    expect(petQueryCodec.encode({ ...DEFAULT_PET, target: 3 })).toBe('age=1&kg=1.5&target=3');
    for (const bad of ['0', '-1', '1e3', '3,5', String(MAX_PET_KG + 1)]) {
      expect(decode(`target=${encodeURIComponent(bad)}`)).toEqual({
        state: {},
        dropped: [{ key: 'target', reason: 'invalid', value: bad }],
      });
    }
    // Links written before the target was kept still open as they did.
    expect(decode('?age=50&kg=6&all=1&pet=raccoon').state).not.toHaveProperty('target');
  });

  it('accepts the limits themselves', () => {
    expect(decode(`age=1&kg=${MAX_PET_KG}`).state).toEqual({ age: 1, kg: MAX_PET_KG });
    expect(decode(`age=${PET_MAX_AGE}&kg=0.000001`).state).toEqual({ age: PET_MAX_AGE, kg: 0.000001 });
  });

  it('cuts long rejected values short', () => {
    expect(decode(`kg=${'x'.repeat(500)}`).dropped[0]!.value.length).toBeLessThan(50);
  });

  it('reads back exactly what it writes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: PET_MAX_AGE }),
        fc.double({ min: Number.MIN_VALUE, max: MAX_PET_KG, noNaN: true }),
        fc.boolean(),
        (age, kg, all) => {
          const state = { age, kg, all };
          expect(decode(encodePetQuery(state))).toEqual({ state: all ? state : { age, kg }, dropped: [] });
        },
      ),
    );
  });

  it('completes what a link names from the example pet, and keeps the bare address for it', () => {
    expect(petQueryCodec.complete({ age: 7 })).toEqual({ state: { ...DEFAULT_PET, age: 7 }, changes: [] });
    expect(petQueryCodec.complete({})).toEqual({ state: DEFAULT_PET, changes: [] });
    expect(petQueryCodec.encode(DEFAULT_PET)).toBe('');
    expect(petQueryCodec.encode({ ...DEFAULT_PET, all: true })).toBe('age=1&kg=1.5&all=1');
    expect(petQueryCodec.encode({ ...DEFAULT_PET, age: 2 })).toBe('age=2&kg=1.5');
    // A field being edited into shape is left out of the address.
    expect(petQueryCodec.encode({ kg: 1.5, all: false })).toBe('kg=1.5');
  });

  it('saves under the pet calculator’s key and leaves other keys alone', () => {
    expect(petQueryCodec.storageKey).toBe('pet-calculator');
    expect(petQueryCodec.reportsUnknownKeys).toBe(false);
    expect(petQueryCodec.keys).toEqual(['age', 'kg', 'all', 'pet', 'target']);
    expect(petQueryCodec.decode(new URLSearchParams('utm_source=x&age=3&kg=2'))).toEqual({ state: { age: 3, kg: 2 }, dropped: [] });
  });
});
