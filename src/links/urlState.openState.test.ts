import { describe, expect, it } from 'vitest';
import { mutationLookups } from '../game';
import { findCrop } from '../game/crops';
import { cropQueryCodec, defaultCropQueryState } from './cropQuery';
import { decodeParams, openingQuery, openState, type ParamReader, type UrlStateCodec } from './urlState';

interface Box {
  width: number;
  height: number;
}

const side =
  (field: keyof Box): ParamReader<Box> =>
  (value, state) => {
    if (!/^\d+$/.test(value)) return false;
    state[field] = Number(value);
    return true;
  };

const readers = { w: side('width'), h: side('height') };

/** A page whose state is a box; a box wider than it is high is turned upright, which is worth telling. */
function boxCodec(reportsUnknownKeys: boolean): UrlStateCodec<Box, string> {
  return {
    keys: ['w', 'h'],
    storageKey: 'box',
    reportsUnknownKeys,
    decode: (params) => decodeParams(params, readers, reportsUnknownKeys),
    complete: (named) => {
      const width = named.width ?? 1;
      const height = named.height ?? 2;
      return width > height
        ? { state: { width: height, height: width }, changes: ['turned upright'] }
        : { state: { width, height }, changes: [] };
    },
    encode: (state) => `w=${state.width}&h=${state.height}`,
  };
}

const box = boxCodec(true);

describe('openState', () => {
  it('opens on the defaults with no link and nothing saved, with nothing to tell', () => {
    expect(openState(box, '', undefined)).toEqual({ state: { width: 1, height: 2 }, report: null });
    expect(openState(box, '?', '')).toEqual({ state: { width: 1, height: 2 }, report: null });
  });

  it('lets a link that names any of the page’s keys decide, the saved copy ignored', () => {
    expect(openState(box, '?w=3&h=4', 'w=5&h=6')).toEqual({ state: { width: 3, height: 4 }, report: null, fromLink: true });
    // What the link leaves out takes its default, not the saved value.
    expect(openState(box, '?h=9', 'w=5&h=6')).toEqual({ state: { width: 1, height: 9 }, report: null, fromLink: true });
  });

  it('lets even a link whose only key is invalid decide, and says what it dropped', () => {
    expect(openState(box, '?w=wide', 'w=5&h=6')).toEqual({
      state: { width: 1, height: 2 },
      report: { dropped: [{ key: 'w', reason: 'invalid', value: 'wide' }], changes: [] },
      fromLink: true,
    });
  });

  it('uses the saved copy, read like a link, when the link names none of the page’s keys', () => {
    expect(openState(box, '', 'w=5&h=6')).toEqual({ state: { width: 5, height: 6 }, report: null });
    expect(openState(box, '?utm_source=chat', 'w=5&h=6')).toEqual({
      state: { width: 5, height: 6 },
      report: { dropped: [{ key: 'utm_source', reason: 'unknown', value: 'utm_source' }], changes: [] },
    });
    // A page that leaves foreign keys alone has nothing to tell about them.
    expect(openState(boxCodec(false), '?utm_source=chat', 'w=5&h=6')).toEqual({ state: { width: 5, height: 6 }, report: null });
  });

  it('never reports what is wrong with the saved copy, and keeps what is right in it', () => {
    expect(openState(box, '', 'w=x&h=6&w=9&junk=1')).toEqual({ state: { width: 1, height: 6 }, report: null });
    expect(openState(box, '', '%%%garbage')).toEqual({ state: { width: 1, height: 2 }, report: null });
  });

  it('reports what completing changed in what a link asked for, but not in the saved copy', () => {
    expect(openState(box, '?w=8&h=3', undefined)).toEqual({
      state: { width: 3, height: 8 },
      report: { dropped: [], changes: ['turned upright'] },
      fromLink: true,
    });
    expect(openState(box, '', 'w=8&h=3')).toEqual({ state: { width: 3, height: 8 }, report: null });
  });
});

describe('openState with the crop calculator', () => {
  const wetAndChilled = { cropId: 'moon-mango', mutationIds: ['frozen'] };

  it('reports the mutations the game merges only for a link', () => {
    const linked = openState(cropQueryCodec(findCrop, mutationLookups), '?crop=moon-mango&m=wet,chilled', undefined);
    expect(linked.state).toMatchObject(wetAndChilled);
    expect(linked.report).toEqual({
      dropped: [],
      changes: [expect.objectContaining({ removedIds: ['wet', 'chilled'], addedIds: ['frozen'] })],
    });

    const saved = openState(cropQueryCodec(findCrop, mutationLookups), '', 'crop=moon-mango&m=wet,chilled');
    expect(saved.state).toMatchObject(wetAndChilled);
    expect(saved.report).toBeNull();
  });

  it('has nothing to tell about a link used exactly as written', () => {
    const opened = openState(
      cropQueryCodec(findCrop, mutationLookups),
      '?crop=moon-mango&w=15&qty=1&boost=0&variant=rainbow&m=frozen',
      'crop=carrot',
    );
    expect(opened).toEqual({
      state: { cropId: 'moon-mango', weightKg: 15, quantity: 1, boostPercent: 0, variantId: 'rainbow', mutationIds: ['frozen'] },
      report: null,
      fromLink: true,
    });
    expect(openState(cropQueryCodec(findCrop, mutationLookups), '', undefined)).toEqual({
      state: defaultCropQueryState(findCrop),
      report: null,
    });
  });
});

describe('the query a page opens on', () => {
  const opening = (search: string, saved: string | undefined) => openingQuery(box.keys, search, saved)?.toString() ?? null;

  it('is the link when it names the state, else the saved copy, else none', () => {
    expect(opening('?w=500', undefined)).toBe('w=500');
    expect(opening('?w=5', 'w=500')).toBe('w=5');
    expect(opening('', 'w=500')).toBe('w=500');
    expect(opening('?other=1', 'h=300')).toBe('h=300');
    expect(opening('', undefined)).toBeNull();
  });
});
