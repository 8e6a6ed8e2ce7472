import { describe, expect, it } from 'vitest';
import { originNote } from '../../game/cropResearch';
import { crops } from '../../game/crops';
import { mutations } from '../../game/mutationData';
import { mutationLook, mutationSourceNotes } from '../../game/mutationResearch';
import { NO_VALUES, noteValuesOf, placeholdersOf, type PlayerNote } from '../../game/noteValues';
import { abilityNotes, obtainNote, passiveNumbersOf, pets } from '../../game/pets';
import { CURRENCY_NAMES } from '../../game/prices';
import { eggs, gear, proseTranslations, weathers } from '../../game/shopData';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../i18n/languages';
import { localizeNote } from '../../lib/localizedProse';

/** Every research note a mutation page quotes: each way's and the entry's. */
const mutationNotes: PlayerNote[] = mutations.flatMap(({ id }) => {
  const notes = mutationSourceNotes(id);
  return [...notes.ways.map((way) => way.note), notes.note].filter((note): note is PlayerNote => note !== null);
});

/** A note with no values, as the research wrote it. */
const plain = (text: string | null): PlayerNote | null => (text === null ? null : { text, values: NO_VALUES });

/** Every research note an egg, gear, mutation, pet, crop or weather page quotes, with the values its record gives it. */
const quotedNotes: PlayerNote[] = [
  ...eggs.flatMap((egg) => [egg.obtain, egg.availability, egg.soldIn].map((text) => text && { text, values: noteValuesOf(egg) })),
  ...gear.map((item) => item.effect && { text: item.effect, values: noteValuesOf(item) }),
  ...mutationNotes,
  ...pets.flatMap((pet) => abilityNotes(pet)),
  ...pets.flatMap((pet) => passiveNumbersOf(pet).map(({ effect }) => effect)),
  ...pets.flatMap((pet) => {
    const obtain = obtainNote(pet);
    return obtain?.kind === 'page' ? [obtain.how] : [];
  }),
  ...mutations.map(({ id }) => plain(mutationLook(id))),
  ...crops.map((crop) => (crop.origin === null ? null : originNote(crop.origin))),
  ...weathers.flatMap((weather) =>
    [weather.effects, weather.duration, weather.frequency].map((text) => text && { text, values: noteValuesOf(weather) }),
  ),
].filter((note): note is PlayerNote => note !== null);

/** Their sentences, each once: the translations are keyed by the English sentence. */
const notes = new Set(quotedNotes.map((note) => note.text));
/** Each language's month names, long and short, as Intl writes them ("August", "Aug", «août», «ago», «أغسطس»). */
const MONTH_NAMES = LANGUAGES.flatMap((language) =>
  (['long', 'short'] as const).flatMap((month) =>
    Array.from({ length: 12 }, (_, index) =>
      new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' }).format(Date.UTC(2025, index, 1)).replace(/\.$/, ''),
    ),
  ),
);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A month name with a day or a year beside it ("Aug 2025", «agosto de 2025», "Sep 27"); a month name alone reads as a word ("may"). */
const TYPED_MONTH = new RegExp(`(?<!\\p{L})(?:${[...new Set(MONTH_NAMES)].map(escaped).join('|')})\\.?(?!\\p{L})(?:,? (?:de )?\\d)`, 'iu');
/** A year from the game's time, standing alone (not part of a longer number or an id). */
const TYPED_YEAR = /(?<![\d.,])20[2-3]\d(?![\d.,]?\d)/;
/** A percentage (35%, «35 %», 35٪), a shortened amount (50M) or an amount in one of the game's currencies (18 Honey). */
const TYPED_AMOUNT = new RegExp(
  `\\d\\s?(?:%|٪|[KMBT](?![\\p{L}\\d]))|\\d\\s(?:${[...Object.values(CURRENCY_NAMES), 'Candy Corn'].map(escaped).join('|')})`,
  'u',
);
/**
 * A number with a decimal or a digit group (1.5, «1,5», 300,000,000): each language writes its separators its own way.
 * A whole number without a group (every 424 s, +5 XP/s) reads the same in every language and may stay in the words.
 */
const TYPED_DECIMAL = /\d[.,\u066b\u066c]\d/;
const typesAValue = (text: string) =>
  TYPED_MONTH.test(text) || TYPED_YEAR.test(text) || TYPED_AMOUNT.test(text) || TYPED_DECIMAL.test(text);

const otherLanguages = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

describe('the research notes in every language', () => {
  it('tells a typed month, year, amount or decimal number from prose, in every language', () => {
    const typed = [
      'event (Aug 2025)',
      'événement (août 2025)',
      'حدث (أغسطس 2025)',
      'evento (agosto de 2025)',
      'mid-2026',
      'Chest (35%)',
      'Chest (35\u00a0%)',
      'Chest (45,5 %)',
      '(50M Sheckles)',
      'for 18 Honey',
      '149 Robux',
      'Sep 27',
      'for 1.5 minutes',
      'durante 1,5 minutos',
      '+0.15 XP/s',
      'chance of ×1.8',
      'hatch time 300,000,000 s',
      '300.000.000 detik',
    ];
    const prose = [
      'Season 4 pass reward',
      'Tier III',
      'StockChance 7',
      '2 Beanstalk + Zebrazinkle',
      'every 4-5 s',
      'may add Twisted',
      'event ({{eventMonth}})',
      'Robux bundles of 1/3/10/50 eggs',
      'every 424 s, +5 XP/s to itself',
      'pet weight 1, hatch time {{hatchTime}} s',
    ];
    expect(typed.filter((text) => !typesAValue(text))).toEqual([]);
    expect(prose.filter(typesAValue)).toEqual([]);
  });

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
    // Indonesian players say «event» as the game does; the month beside it is written in Indonesian by the build.
    const loanwords: Readonly<Record<string, readonly string[]>> = { id: ['event', 'event ({{eventMonth}})', 'event ({{eventMonths}})'] };
    const availabilities = new Set(eggs.flatMap((egg) => (egg.availability === null ? [] : [egg.availability])));
    const untranslated = [...availabilities].flatMap((note) =>
      otherLanguages
        .filter((language) => proseTranslations[note]?.[language] === note && !loanwords[language]?.includes(note))
        .map((language) => `${language}: ${note}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('every value a note names is given by each record that quotes it, and each translation names the same values', () => {
    const placeholders = (text: string) => placeholdersOf(text).sort();
    const unvalued = quotedNotes.flatMap((note) =>
      placeholders(note.text)
        .filter((name) => note.values[name] === undefined)
        .map((name) => `${note.text}: {{${name}}}`),
    );
    expect(unvalued).toEqual([]);
    const mismatched = [...notes].flatMap((note) =>
      otherLanguages
        .filter((language) => proseTranslations[note]?.[language] !== undefined)
        .filter((language) => placeholders(proseTranslations[note]![language]!).join() !== placeholders(note).join())
        .map((language) => `${language}: ${note}`),
    );
    expect(mismatched).toEqual([]);
  });

  it('no note types a month, a year, an amount, a percentage or a decimal number into its sentence, in any language', () => {
    // Each such value is a {{placeholder}} its record gives once, which the build writes in each language through Intl.
    const texts = [...notes].flatMap((note) =>
      LANGUAGES.map((language) => ({ language, text: language === 'en' ? note : (proseTranslations[note]?.[language] ?? '') })),
    );
    expect(texts.filter(({ text }) => text !== '').length).toBeGreaterThan(3000);
    const typed = texts.filter(({ text }) => typesAValue(text)).map(({ language, text }) => `${language}: ${text}`);
    expect(typed).toEqual([]);
  });

  it('a span of dates reads as the language says one, not "from 21–27 July"', () => {
    // Intl writes a span as «21–27 juillet 2025» / «21–27 de julio de 2025»; after «du», «del» or «de» a reader looks
    // for «au», «al», «a», which the span does not have. The note says the span after a comma instead.
    const fromBeforeSpan = /(?<!\p{L})(?:du|del|de|do|da|desde)\s+\d{1,2}\s*[–-]\s*\d/iu;
    const misread = quotedNotes.flatMap((note) => {
      const localized = localizeNote(note, proseTranslations);
      return (['es', 'fr', 'pt'] as const).flatMap((language) =>
        fromBeforeSpan.test(localized[language] ?? '') ? [`${language}: ${localized[language]}`] : [],
      );
    });
    expect(quotedNotes.some((note) => Object.values(note.values).some((value) => typeof value === 'string' && value.includes('/')))).toBe(
      true,
    );
    expect(misread).toEqual([]);
  });

  it('a span of years or dates is one value, written as Intl writes a span, not two dates joined by hand', () => {
    // Joined by hand, one note read "late 2025/2026", another «fin 2025-2026», where a span value reads «2025–2026».
    const joinedDates = quotedNotes.flatMap((note) =>
      [...note.text.matchAll(/\{\{(\w+)\}\}\s*[-/–]\s*\{\{(\w+)\}\}/g)]
        .filter(([, first, second]) => typeof note.values[first!] === 'string' && typeof note.values[second!] === 'string')
        .map(([joined]) => `${note.text}: ${joined}`),
    );
    expect(joinedDates).toEqual([]);
  });

  it('no note types a range of two numbers, in any language: each is one value, written as Intl writes a range', () => {
    // «5-10 min», «stock 1-3», «20-26 frutas», «3 à 5 min», «سلسلة من 1 إلى 4»: typed by hand, a range reads with a
    // hyphen or in words the translator chose, and in Arabic nothing keeps it in order. A range value is written by
    // Intl's formatRange, isolated left to right.
    const typedRange = /\d\s*(?:[-–—]|à|au|a|até|hasta|to|hingga|sampai|إلى)\s*\d/u;
    const typed = [...notes].flatMap((note) =>
      LANGUAGES.flatMap((language) => {
        const text = language === 'en' ? note : (proseTranslations[note]?.[language] ?? '');
        return typedRange.test(text) ? [`${language}: ${text}`] : [];
      }),
    );
    expect(typed).toEqual([]);
    const rain = weathers.find((weather) => weather.id === 'rain')!;
    const frequency = localizeNote({ text: rain.frequency!, values: noteValuesOf(rain) }, proseTranslations);
    expect(frequency.ar).toContain('\u20665–10\u2069');
  });

  it('no translation outlives its note: a changed note is translated again', () => {
    expect(Object.keys(proseTranslations).filter((note) => !notes.has(note))).toEqual([]);
  });
});
