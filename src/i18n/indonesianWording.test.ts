/* Indonesian wording: one word for a seed, «seed», as players say it and as the stock page did first. */
import { describe, expect, it } from 'vitest';
import proseTranslations from '../game/data/shops/prose-translations.json' with { type: 'json' };
import { textsOf } from '../test/textsOf';
import id from './locales/id';

const saysBenih = ([, text]: [string, string]) => /benih/i.test(text);

describe('Indonesian wording', () => {
  it('says «seed» for a seed, never «benih», in every text', () => {
    expect(
      textsOf(id)
        .filter(saysBenih)
        .map(([key]) => key),
    ).toEqual([]);
  });

  it('says «seed» in the data notes the pages quote too', () => {
    const notes = textsOf(proseTranslations).filter(([key]) => key.endsWith('.id'));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.filter(saysBenih).map(([key]) => key)).toEqual([]);
  });
});
