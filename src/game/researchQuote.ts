/*
 * A research sentence as a page quotes it: without the citations the research writes into it (a source's key in
 * capitals: "(CRAFT)", "per RATLIST", ", EVENTSTOCK"), each value typed into it (a month, a year, a price, a chance) a
 * {{placeholder}} whose value the note gives once, for the build to write in each language through Intl
 * (src/lib/localizedProse.ts). The crop pages' origin sentences (cropResearch.ts), the pets' guide words and ability
 * clauses (pets.ts), the mutation pages' notes (mutationResearch.ts) and the shop notes (scripts/shop-player-notes.ts)
 * are read here, each but the first two beside a hand table of the notes this reading does not give as a player
 * should read them.
 */
import { isoMonth, MONTH_NAME } from './dataMonth';
import type { NoteValue, PlayerNote } from './noteValues';
import { CURRENCY_NAMES } from './prices';

/**
 * What the reader finds in a sentence, each a kind of value: a year ("2025"), a span of years ("2025-26"), a month
 * ("Aug 2025"), a span of months ("Jun-Jul 2025"), a window of UTC times ("2026-01-03T18:00Z to 2026-01-17T18:00Z"), a
 * percentage ("4.35%"), a signed one ("+50%"), a price in one of the game's currencies ("50M Sheckles", "18 Honey"), a
 * range of two numbers ("20-26 fruits", "0.8-2.0 kg"), and any other number with a decimal or a digit group ("1.5",
 * "300,000,000").
 */
export type QuotedValueKind = 'year' | 'years' | 'month' | 'months' | 'window' | 'percent' | 'signedPercent' | 'price' | 'range' | 'number';

/**
 * The placeholder each kind of value takes in the quoted sentence, where not its kind's own name: what the value is
 * ("chance" for a reward's percentage, "eventYear" for an egg's event), which only the sentence's reader knows.
 */
export type QuotedValueNames = Readonly<Partial<Record<QuotedValueKind, string>>>;

const MONTH = `(${MONTH_NAME})`;
/** A year of the game's time (2020s, 2030s). */
const YEAR = '(20[23]\\d)';
/** Around a year: no part of a longer number, an id or an ISO date ("2025-10-18"). */
const YEAR_ALONE_BEFORE = '(?<![\\d.,]|\\d[-/])';
const YEAR_ALONE_AFTER = '(?![\\d.,]?\\d|[-/]\\d)';
const UTC_TIME = '(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}Z)';
/** A number as the research types it: whole, with a decimal, or grouped by commas ("300,000,000"); `wholeDigits` ungrouped. */
const typedNumber = (wholeDigits: string) => `(\\d{1,3}(?:,\\d{3})+|\\d${wholeDigits}(?:\\.\\d+)?)`;
const DIGITS = typedNumber('+');
/** An end of a typed range: at most six digits before its decimals (longer, it is an id's). */
const RANGE_END = typedNumber('{1,6}');
/** The research's short amounts: "50M Sheckles" is 50,000,000. */
const SHORT_SCALES: Readonly<Record<string, number>> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 };
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CURRENCY = `(${Object.values(CURRENCY_NAMES).map(escaped).join('|')})`;

const numberOf = (digits: string) => Number(digits.replaceAll(',', ''));

/** A value found in the sentence, of `kind`, and the words its match took that stay after its placeholder. */
interface Found {
  readonly kind: QuotedValueKind;
  readonly value: NoteValue;
  readonly after?: string;
}

/**
 * A citation the research writes into a sentence: a source's key of four or more capitals in brackets after a word
 * (" (CRAFT)"), after "per" (" per RATLIST") or last in brackets after a comma (", EVENTSTOCK)"), and a pet guide's
 * " per the page" (the page its note cites, which the pet's fact names). Three capitals are a word ("NPC", "UTC"). The
 * record keeps its sources, so the sentence drops them.
 */
const CITATIONS = [/ \([A-Z][A-Z\d]{3,}\)/g, / per (?:[A-Z][A-Z\d]{3,}\b|the page\b)/g, /, [A-Z][A-Z\d]{3,}(?=\))/g];

/**
 * The values, each rule read in turn over what the rules before it left: a window before the years in its dates, a
 * month before its year, a price or a percentage before a bare number.
 */
const VALUE_RULES: readonly { readonly pattern: RegExp; readonly found: (...groups: (string | undefined)[]) => Found | null }[] = [
  {
    pattern: new RegExp(`${UTC_TIME} to ${UTC_TIME}`, 'g'),
    found: (from, to) => ({ kind: 'window', value: `${from}/${to}` }),
  },
  {
    pattern: new RegExp(`\\b${MONTH}-${MONTH} ${YEAR}\\b`, 'g'),
    found: (first, last, year) => {
      const [from, to] = [isoMonth(first!, year!), isoMonth(last!, year!)];
      // YYYY-MM of one year: in order as text.
      return from < to ? { kind: 'months', value: `${from}/${to}` } : null;
    },
  },
  // "Aug 2025", or "Nov-2025" as the research writes a month before a noun ("the Nov-2025 game PetList copy").
  { pattern: new RegExp(`\\b${MONTH}[ -]${YEAR}\\b`, 'g'), found: (month, year) => ({ kind: 'month', value: isoMonth(month!, year!) }) },
  {
    pattern: new RegExp(`(?<![\\d.,]|\\d-)${DIGITS}([KMBT])? ${CURRENCY}(?!\\p{L})`, 'gu'),
    found: (digits, scale, currency) => ({
      kind: 'price',
      // An amount is whole (noteValues.ts): "1.1M" is 1,100,000; 1.1 × 10⁶ in floating point is 1,100,000.0000000002.
      value: { amount: Math.round(numberOf(digits!) * (scale === undefined ? 1 : SHORT_SCALES[scale]!)) },
      after: ` ${currency}`,
    }),
  },
  {
    // "+50%" growth speed keeps its sign. The upper end of a range ("4-5%", "10-20 Sheckles") is neither a percentage
    // nor a price, nor is the range one (below): left as typed, a test asks for the sentence's own values.
    pattern: new RegExp(`(?<![\\d.,]|\\d-)(\\+)?${DIGITS}%`, 'g'),
    found: (sign, digits) => {
      const percent = numberOf(digits!);
      return sign === undefined ? { kind: 'percent', value: { percent } } : { kind: 'signedPercent', value: { percent, signed: true } };
    },
  },
  {
    // "2025-26" and "2025-2026" are one span, as Intl writes it («2025–2026»); "2025-10" is no span of years.
    pattern: new RegExp(`${YEAR_ALONE_BEFORE}${YEAR}[-/](20[23]\\d|\\d\\d)${YEAR_ALONE_AFTER}`, 'g'),
    found: (first, last) => {
      const lastYear = last!.length === 2 ? `${first!.slice(0, 2)}${last}` : last!;
      return lastYear > first! ? { kind: 'years', value: `${first}/${lastYear}` } : null;
    },
  },
  { pattern: new RegExp(`${YEAR_ALONE_BEFORE}${YEAR}${YEAR_ALONE_AFTER}`, 'g'), found: (year) => ({ kind: 'year', value: year! }) },
  {
    // "1-4 streak", "20-26 fruits", "0.8-2.0 kg": one value, which each language writes as its own range («1–4», Spanish
    // «1-4») and right-to-left text keeps in order; a "+" after it ("25-50+") stays in the words. Not two numbers joined
    // inside something else: an ISO date ("2025-10-18"; "2025-10" does not run upwards), a time ("18:00-19:00"), an id
    // or hash ("447f1c1-8ff2290", "32807857404-62519479388": at most six digits an end), a chain ("1-2-3"), a negative
    // number ("-5-10"), days after a month ("Sep 27-30", a date), or an amount's ends ("4-5%").
    pattern: new RegExp(
      `(?<![\\p{L}\\d.,:/-]|\\b${MONTH_NAME} )${RANGE_END}-${RANGE_END}(?![\\d.,:]?\\d|[-/:%]|\\p{L}|\\s${CURRENCY})`,
      'gu',
    ),
    found: (low, high) => {
      const [from, to] = [numberOf(low!), numberOf(high!)];
      return from < to ? { kind: 'range', value: { from, to } } : null;
    },
  },
  {
    // A whole number without a group reads the same in every language ("every 424 s") and stays in the words.
    pattern: /(?<![\d.,])(\d+\.\d+|\d{1,3}(?:,\d{3})+)(?![\d.,]?\d)/g,
    found: (digits) => ({ kind: 'number', value: { number: numberOf(digits!) } }),
  },
];

/**
 * The research's `sentence` as a page quotes it: its citations dropped, each value it types a {{placeholder}} named
 * by `names` (by default its kind's name), with the values the placeholders stand for. A value named twice alike
 * ("Easter Seed Pack (2026) — Easter 2026 pack") is one placeholder; two values of one kind would need two names,
 * which only a hand table gives, so they throw.
 */
export function quoteResearch(sentence: string, names: QuotedValueNames = {}): PlayerNote {
  const values: Record<string, NoteValue> = {};
  let text = CITATIONS.reduce((rest, citation) => rest.replace(citation, ''), sentence);
  for (const { pattern, found } of VALUE_RULES) {
    text = text.replace(pattern, (match: string, ...groups: (string | undefined)[]) => {
      // The groups, without the match's offset and the whole text that `replace` passes after them.
      const each = found(...groups.slice(0, -2));
      if (each === null) return match;
      const name = names[each.kind] ?? each.kind;
      if (Object.hasOwn(values, name) && JSON.stringify(values[name]) !== JSON.stringify(each.value)) {
        throw new Error(`"${sentence}" types two values of one kind ({{${name}}}): name each in a hand table`);
      }
      values[name] = each.value;
      return `{{${name}}}${each.after ?? ''}`;
    });
  }
  return { text, values };
}
