/* Indonesian wording: one word for a seed, «seed», as players say it and as the stock page did first. */
import { describe, expect, it } from 'vitest';
import proseTranslations from '../game/data/shops/prose-translations.json' with { type: 'json' };
import { textsOf } from '../test/textsOf';
import id from './locales/id';

// «benih» and «bibit» both said seed before «seed» became the one word.
const saysAnotherWord = ([, text]: [string, string]) => /\b(benih|bibit)/i.test(text);

describe('Indonesian wording', () => {
  it('says «seed» for a seed, never «benih» or «bibit», in every text', () => {
    expect(
      textsOf(id)
        .filter(saysAnotherWord)
        .map(([key]) => key),
    ).toEqual([]);
  });

  it('says «seed» in the data notes the pages quote too', () => {
    const notes = textsOf(proseTranslations).filter(([key]) => key.endsWith('.id'));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.filter(saysAnotherWord).map(([key]) => key)).toEqual([]);
  });
});
