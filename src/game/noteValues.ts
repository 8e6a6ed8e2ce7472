/*
 * The values a research note names (a month, a year, a price, a chance), held once by the note's record rather than
 * typed into the note's sentence in each language: the sentence carries a {{placeholder}}, and the build writes the
 * value into each language's sentence through Intl (localizeProse in src/lib/localizedProse.ts). A value typed six
 * times can be typed wrong once, and each language writes numbers and months its own way («35 %», «août 2025»).
 */

/** An amount (a price, a count of a currency), written in full with the language's digit grouping. */
export interface NoteAmount {
  readonly amount: number;
}

/** A percentage ("35" for 35 %), with the language's sign and spacing; `signed` writes its sign ("+50 %"). */
export interface NotePercent {
  readonly percent: number;
  readonly signed?: true;
}

/**
 * Any other number ("70.4" seconds, "0.1" kg, "1.5" minutes), with the language's decimal sign and digit grouping;
 * `signed` writes its sign ("+0.15" XP/s).
 */
export interface NoteNumber {
  readonly number: number;
  readonly signed?: true;
}

/** A multiplier ("1.8" for ×1.8), which reads left to right inside right-to-left text. */
export interface NoteMultiplier {
  readonly multiplier: number;
}

/**
 * A range of two numbers, the lower first ("5" to "10" minutes), which each language writes its own way (Intl's
 * formatRange: «5–10», Spanish «5-10»), kept in order inside right-to-left text.
 */
export interface NoteRange {
  readonly from: number;
  readonly to: number;
}

/** A number a note names: an amount, a percentage, any other number, a multiplier or a range. */
export type NoteQuantity = NoteAmount | NotePercent | NoteNumber | NoteMultiplier | NoteRange;

/**
 * A value a note names by its {{placeholder}}: an ISO 8601 date (a year, a month, a day, a UTC time, or an interval
 * "a/b" of two), or a number.
 */
export type NoteValue = string | NoteQuantity;

export type NoteValues = Readonly<Record<string, NoteValue>>;

/** A research note as a page quotes it: the sentence, and the value each of its {{placeholders}} stands for. */
export interface PlayerNote {
  readonly text: string;
  readonly values: NoteValues;
}

export const NO_VALUES: NoteValues = Object.freeze({});

/** A {{placeholder}} in a note's sentence, its name the first group (for `matchAll` and `replace`, which copy it). */
export const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The {{placeholders}} a note's sentence names, in order. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** The values a shop record's notes name: its `noteDates` and `noteNumbers` (scripts/shop-player-notes.ts), as one. */
export function noteValuesOf(record: {
  readonly noteDates?: Readonly<Record<string, string>>;
  readonly noteNumbers?: Readonly<Record<string, NoteQuantity>>;
}): NoteValues {
  // One name for two values would show one of them silently: a fault in the data.
  const named = Object.keys(record.noteNumbers ?? {}).find((name) => Object.hasOwn(record.noteDates ?? {}, name));
  if (named !== undefined) throw new Error(`a record names {{${named}}} both a date and a number`);
  return { ...record.noteDates, ...record.noteNumbers };
}
