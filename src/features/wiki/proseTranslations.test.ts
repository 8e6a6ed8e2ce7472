import { describe, expect, it } from 'vitest';
import { originNote } from '../../game/cropResearch';
import { crops } from '../../game/crops';
import { mutations } from '../../game/mutationData';
import { mutationLook, mutationSourceNotes, type SourceNote } from '../../game/mutationResearch';
import { abilityNotes, obtainNote, passiveNumbersOf, pets } from '../../game/pets';
import { eggs, gear, proseTranslations, weathers } from '../../game/shopData';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../i18n/languages';

/** Every research note a mutation page quotes: each way's and the entry's. */
const mutationNotes: SourceNote[] = mutations.flatMap(({ id }) => {
  const notes = mutationSourceNotes(id);
  return [...notes.ways.map((way) => way.note), notes.note].filter((note): note is SourceNote => note !== null);
});

/** Every research note an egg, gear, mutation, pet, crop or weather page quotes. */
const notes = new Set(
  [
    ...eggs.flatMap((egg) => [egg.obtain, egg.availability, egg.soldIn]),
    ...gear.map((item) => item.effect),
    ...mutationNotes.map((note) => note.text),
    ...pets.flatMap((pet) => abilityNotes(pet)),
    ...pets.flatMap((pet) => passiveNumbersOf(pet).map(({ effect }) => effect)),
    ...pets.flatMap((pet) => {
      const obtain = obtainNote(pet);
      return obtain?.kind === 'page' ? [obtain.how] : [];
    }),
    ...mutations.map(({ id }) => mutationLook(id)),
    ...crops.map((crop) => (crop.origin === null ? null : originNote(crop.origin))),
    ...weathers.flatMap((weather) => [weather.effects, weather.duration, weather.frequency]),
  ].filter((note): note is string => note !== null),
);
const otherLanguages = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

describe('the research notes in every language', () => {
  it('every note an egg, gear, mutation, pet, crop or weather page quotes has its words in each other language', () => {
    const missing = [...notes].flatMap((note) =>
      otherLanguages.filter((language) => !proseTranslations[note]?.[language]?.trim()).map((language) => `${language}: ${note}`),
    );
    expect(missing).toEqual([]);
  });

  it('French notes keep their punctuation with its word, as the site’s French texts do', () => {
    // A no-break space before « ; » and « : », a narrow one inside « » and before « ? » and « ! »: with an ordinary space,
    // or none, the line can break before the mark or the mark sits against its word.
    const misplaced = /[^\u00a0][;:]|[^\u202f][!?»]|«[^\u202f]/;
    const loose = Object.values(proseTranslations).flatMap((translations) =>
      translations.fr !== undefined && misplaced.test(translations.fr) ? [translations.fr] : [],
    );
    expect(loose).toEqual([]);
  });

  it('every egg’s availability reads in each language’s own words, not the data’s English', () => {
    // Indonesian players say «event» as the game does.
    const loanwords: Readonly<Record<string, readonly string[]>> = { id: ['event'] };
    const availabilities = new Set(eggs.flatMap((egg) => (egg.availability === null ? [] : [egg.availability])));
    const untranslated = [...availabilities].flatMap((note) =>
      otherLanguages
        .filter((language) => proseTranslations[note]?.[language] === note && !loanwords[language]?.includes(note))
        .map((language) => `${language}: ${note}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('every date a note names is given by each record that quotes it, and each translation names the same dates', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort();
    const undated = eggs.flatMap((egg) =>
      [egg.obtain, egg.availability, egg.soldIn]
        .flatMap((note) => (note === null ? [] : placeholders(note)))
        .filter((name) => egg.noteDates?.[name] === undefined)
        .map((name) => `${egg.id}: {{${name}}}`),
    );
    expect(undated).toEqual([]);
    const undatedMutationNotes = mutationNotes.flatMap((note) =>
      placeholders(note.text)
        .filter((name) => note.dates[name] === undefined)
        .map((name) => `${note.text}: {{${name}}}`),
    );
    expect(undatedMutationNotes).toEqual([]);
    const mismatched = [...notes].flatMap((note) =>
      otherLanguages
        .filter((language) => proseTranslations[note]?.[language] !== undefined)
        .filter((language) => placeholders(proseTranslations[note]![language]!).join() !== placeholders(note).join())
        .map((language) => `${language}: ${note}`),
    );
    expect(mismatched).toEqual([]);
  });

  it('no translation outlives its note: a changed note is translated again', () => {
    expect(Object.keys(proseTranslations).filter((note) => !notes.has(note))).toEqual([]);
  });
});
