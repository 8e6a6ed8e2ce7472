import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../src/game/noteValues';
import { quoteResearch, type QuotedValueNames } from '../src/game/researchQuote';
import { NOTE_VALUE_NAMES, PLAYER_NOTES, withPlayerNotes } from './shop-player-notes';

/**
 * Whether the reader quotes `sentence` exactly as `note` does (text and values, and no sources, which it does not
 * give), each value named as the note names the value in its place.
 */
function readsAs(sentence: string, note: object & { text: string }): boolean {
  try {
    const byKind = placeholdersOf(quoteResearch(sentence).text);
    const named = placeholdersOf(note.text);
    if (byKind.length !== named.length) return false;
    const names = Object.fromEntries(byKind.map((kind, index) => [kind, named[index]])) as QuotedValueNames;
    return isDeepStrictEqual({ values: {}, ...note }, quoteResearch(sentence, names));
  } catch {
    return false;
  }
}

describe('the shop notes the script rewrites', () => {
  it('writes by hand only the notes the reader does not quote as a player reads them', () => {
    expect(Object.entries(PLAYER_NOTES).flatMap(([sentence, note]) => (readsAs(sentence, note) ? [sentence] : []))).toEqual([]);
  });

  it('gives the reader’s notes no name their sentence does not take, and writes none of them by hand too', () => {
    for (const [sentence, names] of Object.entries(NOTE_VALUE_NAMES)) {
      expect(Object.hasOwn(PLAYER_NOTES, sentence), sentence).toBe(false);
      const named = placeholdersOf(quoteResearch(sentence, names).text);
      expect(
        Object.values(names).filter((name) => !named.includes(name)),
        sentence,
      ).toEqual([]);
    }
  });

  it('rewrites an egg’s notes read by the reader and by hand alike, their values and sources beside them', () => {
    const egg = {
      name: 'Test Egg',
      obtain: 'Robux egg; fan pages say 199 Robux (robloxtutorial.com/grow-garden/pets)',
      availability: 'Easter 2026 event; price/source unknown',
      hatchTimeSeconds: 600,
    };
    expect(withPlayerNotes(egg)).toEqual({
      name: 'Test Egg',
      obtain: 'Robux egg; fan pages say {{robuxPrice}} Robux',
      availability: 'Easter {{eventYear}} event; price/source unknown',
      noteDates: { eventYear: '2026' },
      noteNumbers: { robuxPrice: { amount: 199 } },
      noteSources: ['obtain: robloxtutorial.com/grow-garden/pets (fan page)'],
      hatchTimeSeconds: 600,
    });
    // A second run changes nothing.
    expect(withPlayerNotes(withPlayerNotes(egg))).toEqual(withPlayerNotes(egg));
  });
});
