import { PLACEHOLDER, type NoteValue, type NoteValues, type PlayerNote } from '../game/noteValues';
import { LANGUAGES, type Language } from '../i18n/languages';
import {
  formatMultiplier,
  formatNumber,
  formatPercent,
  formatSignedNumber,
  formatSignedPercent,
  leftToRight,
  numberFormat,
} from './format';
import { formatNoteDate } from './shopFormat';

/**
 * A research note as a page quotes it: the data's English, and the note in each other language a translation gives,
 * each with the values it names already written in its language. A page's data file serves every language, so it
 * carries them all (a note is a line or two).
 */
export type LocalizedProse = { readonly en: string } & Readonly<Partial<Record<Language, string>>>;

type ProseTranslations = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Amounts as the site writes prices (formatSheckles); percentages, other numbers, multipliers and ranges with at most
 * the research's two decimals.
 */
const NOTE_DIGITS = 2;

/**
 * A range of two numbers as the language writes one («5–10», Spanish «5-10», «1,5–2,5»), isolated left to right so
 * right-to-left text keeps it in order. Written at build time only, as every note is: formatRange's spacing may differ
 * between Node's ICU and a browser's, which a page's own code would show on hydration. Here, not in format.ts, whose
 * code every page loads.
 */
function formatNumberRange(from: number, to: number, language: Language, maximumFractionDigits = 2): string {
  return leftToRight(numberFormat(language, { maximumFractionDigits }).formatRange(from, to));
}

/**
 * A value a note names, in `language`: a date as formatNoteDate writes it, an amount in full, a percentage, any other
 * number, a multiplier, a range of two numbers.
 */
function formatNoteValue(value: NoteValue, language: Language): string {
  if (typeof value === 'string') return formatNoteDate(value, language);
  if ('amount' in value) return formatNumber(value.amount, language);
  if ('number' in value)
    return value.signed ? formatSignedNumber(value.number, language) : formatNumber(value.number, language, NOTE_DIGITS);
  if ('multiplier' in value) return formatMultiplier(value.multiplier, language, NOTE_DIGITS);
  if ('from' in value) return formatNumberRange(value.from, value.to, language, NOTE_DIGITS);
  return (value.signed ? formatSignedPercent : formatPercent)(value.percent, language, NOTE_DIGITS);
}

/**
 * A note's sentence with each {{name}} the value `values` gives it, written in `language`. A placeholder without a
 * value is a fault in the data (the data's tests ask for every one), so it throws.
 */
export function fillNoteValues(note: string, values: NoteValues, language: Language): string {
  return note.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the note "${note}" names a value {{${name}}} its record does not give`);
    return formatNoteValue(value, language);
  });
}

/**
 * The note in every language the translations give it, its values (by their {{placeholder}}) written in each; English
 * is the data's own text. Written here, at build time, so a page's code formats none of them. A note the data lacks
 * stays null.
 */
export function localizeProse(text: string, translations: ProseTranslations, values?: NoteValues): LocalizedProse;
export function localizeProse(text: string | null, translations: ProseTranslations, values?: NoteValues): LocalizedProse | null;
export function localizeProse(text: string | null, translations: ProseTranslations, values: NoteValues = {}): LocalizedProse | null {
  if (text === null) return null;
  const translated = translations[text] ?? {};
  const inEach = LANGUAGES.flatMap((language) => {
    const sentence = language === 'en' ? text : translated[language];
    return sentence === undefined ? [] : [[language, fillNoteValues(sentence, values, language)] as const];
  });
  return Object.fromEntries(inEach) as LocalizedProse;
}

/** A note as a player reads it (its sentence and its values) in every language a translation gives; null stays null. */
export function localizeNote(note: PlayerNote, translations: ProseTranslations): LocalizedProse;
export function localizeNote(note: PlayerNote | null, translations: ProseTranslations): LocalizedProse | null;
export function localizeNote(note: PlayerNote | null, translations: ProseTranslations): LocalizedProse | null {
  return note === null ? null : localizeProse(note.text, translations, note.values);
}
