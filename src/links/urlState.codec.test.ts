import { describe, expect, it } from 'vitest';
import { decodeParams, numberParam, shortened, type ParamReader } from './urlState';

interface Toy {
  size: number;
  tags: string[];
}

const readers: Record<string, ParamReader<Toy>> = {
  size: numberParam('whole', 'size', () => true),
  // A list keeps its good parts and drops the others one by one.
  tags: (value, state, dropPart) => {
    state.tags = value.split(',').filter((tag) => (/^[a-z]+$/.test(tag) ? true : (dropPart(tag), false)));
    return true;
  },
};

const decode = (search: string, reportsUnknownKeys = true) => decodeParams(new URLSearchParams(search), readers, reportsUnknownKeys);

describe('decodeParams', () => {
  it('reads each of the page’s keys with its reader, trimmed', () => {
    expect(decode('size=%203%20&tags=a,b')).toEqual({ state: { size: 3, tags: ['a', 'b'] }, dropped: [] });
    expect(decode('')).toEqual({ state: {}, dropped: [] });
  });

  it('takes the first of a repeated key and reports the rest, even when the first was invalid', () => {
    expect(decode('size=2&size=5&size=7')).toEqual({
      state: { size: 2 },
      dropped: [
        { key: 'size', reason: 'repeated', value: '5' },
        { key: 'size', reason: 'repeated', value: '7' },
      ],
    });
    expect(decode('size=x&size=5')).toEqual({
      state: {},
      dropped: [
        { key: 'size', reason: 'invalid', value: 'x' },
        { key: 'size', reason: 'repeated', value: '5' },
      ],
    });
  });

  it('calls a repeatable key’s reader for each of its values, reporting only the bad ones', () => {
    const listReaders: Record<string, ParamReader<Toy>> = {
      tags: (value, state) => (/^[a-z]+$/.test(value) ? ((state.tags = [...(state.tags ?? []), value]), true) : false),
    };
    expect(decodeParams(new URLSearchParams('tags=a&tags=1&tags=b'), listReaders, true, ['tags'])).toEqual({
      state: { tags: ['a', 'b'] },
      dropped: [{ key: 'tags', reason: 'invalid', value: '1' }],
    });
  });

  it('reports keys that are not the page’s own only when asked to, the key itself as the value', () => {
    expect(decode('utm_source=chat&size=1')).toEqual({
      state: { size: 1 },
      dropped: [{ key: 'utm_source', reason: 'unknown', value: 'utm_source' }],
    });
    expect(decode('utm_source=chat&utm_source=again&size=1', false)).toEqual({ state: { size: 1 }, dropped: [] });
  });

  // "?=&=&" listed two blank lines, " not a setting of this page".
  it('passes over a bare "=", and names a value given without a key by the value', () => {
    expect(decode('=&=&size=1')).toEqual({ state: { size: 1 }, dropped: [] });
    expect(decode('=abc&size=1')).toEqual({ state: { size: 1 }, dropped: [{ key: '', reason: 'unknown', value: '=abc' }] });
  });

  it('does not take inherited object properties for readers', () => {
    expect(decode('constructor=1&toString=2&__proto__=3')).toEqual({
      state: {},
      dropped: [
        { key: 'constructor', reason: 'unknown', value: 'constructor' },
        { key: 'toString', reason: 'unknown', value: 'toString' },
        { key: '__proto__', reason: 'unknown', value: '__proto__' },
      ],
    });
  });

  it('reports an invalid value as written, and a list’s bad parts one by one', () => {
    expect(decode('size=%20-1%20')).toEqual({ state: {}, dropped: [{ key: 'size', reason: 'invalid', value: ' -1 ' }] });
    expect(decode('tags=a,B2,c,%3Cb%3E')).toEqual({
      state: { tags: ['a', 'c'] },
      dropped: [
        { key: 'tags', reason: 'invalidPart', value: 'B2' },
        { key: 'tags', reason: 'invalidPart', value: '<b>' },
      ],
    });
  });

  it('reports why a reader refused a value when it says, and only then', () => {
    const sayingReaders: Record<string, ParamReader<Toy>> = {
      size: (value, state) => (/^\d+$/.test(value) ? ((state.size = Number(value)), true) : value === '' ? false : { why: 'digits' }),
    };
    const read = (search: string) => decodeParams(new URLSearchParams(search), sayingReaders, true).dropped;
    expect(read('size=1.5')).toEqual([{ key: 'size', reason: 'invalid', value: '1.5', why: 'digits' }]);
    expect(read('size=')[0]).not.toHaveProperty('why');
    expect(read('size=3')).toEqual([]);
  });

  it('cuts rejected values and unknown keys to 40 characters and an ellipsis', () => {
    const long = 'x'.repeat(41);
    const { dropped } = decode(`size=${long}&${'k'.repeat(500)}=1&tags=${'Q'.repeat(1000)}`);
    expect(dropped).toEqual([
      { key: 'size', reason: 'invalid', value: `${'x'.repeat(40)}…` },
      { key: 'k'.repeat(500), reason: 'unknown', value: `${'k'.repeat(40)}…` },
      { key: 'tags', reason: 'invalidPart', value: `${'Q'.repeat(40)}…` },
    ]);
    expect(decode(`size=${'y'.repeat(40)}`).dropped[0]!.value).toBe('y'.repeat(40));
  });
});

describe('shortened', () => {
  it('leaves up to 40 characters alone and cuts longer values', () => {
    expect(shortened('')).toBe('');
    expect(shortened('a'.repeat(40))).toBe('a'.repeat(40));
    expect(shortened(`${'a'.repeat(40)}b`)).toBe(`${'a'.repeat(40)}…`);
  });
});

describe('numberParam', () => {
  const accepts = (kind: 'whole' | 'decimal', value: string, isValid: (value: number) => boolean = () => true) => {
    const state: Partial<Toy> = {};
    return numberParam<Toy>(kind, 'size', isValid)(value, state, () => undefined) ? state.size : undefined;
  };

  it('accepts plain dot decimals and whole numbers only', () => {
    expect(['1', '0.5', '12.25'].map((value) => accepts('decimal', value))).toEqual([1, 0.5, 12.25]);
    expect(['1e3', '-1', '.5', '1.', '1,5', 'Infinity', ''].map((value) => accepts('decimal', value))).toEqual(Array(7).fill(undefined));
    expect(accepts('whole', '42')).toBe(42);
    expect(['4.2', '-4', '+4', ''].map((value) => accepts('whole', value))).toEqual(Array(4).fill(undefined));
  });

  it('leaves the state alone when the page refuses the number', () => {
    expect(accepts('whole', '7', (value) => value < 5)).toBeUndefined();
    expect(accepts('whole', '3', (value) => value < 5)).toBe(3);
  });
});
