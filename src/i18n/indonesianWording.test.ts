/* Indonesian wording checked over every text: «seed» for a seed, as players say it, and no «each» where one is meant. */
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

  // Indonesian has one plural form, so a count's one text is read for 1 too: «1 buah Pumpkin, masing-masing seberat…»
  // ("each") was the calculator's sentence for a single fruit.
  it('says no «masing-masing» in a text that takes a count, which is also read for one', () => {
    expect(
      textsOf(id)
        .filter(([key, text]) => key.endsWith('_other') && /masing-masing/i.test(text))
        .map(([key]) => key),
    ).toEqual([]);
  });

  it('says «seed» in the data notes the pages quote too', () => {
    const notes = textsOf(proseTranslations).filter(([key]) => key.endsWith('.id'));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.filter(saysAnotherWord).map(([key]) => key)).toEqual([]);
  });
});
