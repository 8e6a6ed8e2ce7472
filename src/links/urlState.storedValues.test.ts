// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readStored, writeStored } from './urlState';

const asCount = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { n?: unknown }).n === 'number' ? (value as { n: number }) : undefined;

describe('stored values', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips a valid value', () => {
    writeStored('k', { n: 3 });
    expect(readStored('k', asCount)).toEqual({ n: 3 });
  });

  it('treats corrupt JSON and foreign shapes as absent', () => {
    localStorage.setItem('k', '{not json');
    expect(readStored('k', asCount)).toBeUndefined();
    localStorage.setItem('k', JSON.stringify({ n: 'three' }));
    expect(readStored('k', asCount)).toBeUndefined();
    expect(readStored('missing', asCount)).toBeUndefined();
  });
});
