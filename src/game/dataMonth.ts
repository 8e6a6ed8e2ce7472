/*
 * The month a note of the data dates a fact by, as the research writes it ("Aug 2025", "~Aug 2025"): read by the pet
 * data and by a gear's event shop ("Zen event shop (Jul 2025)"), so neither reads the other's module for it; and the
 * month names every reader of the research's dates writes them with (sourceDates.ts, researchQuote.ts).
 */

/** A month the data dates a fact by, as its notes write it: "Aug 2025", or "~Aug 2025" for about that month. */
export interface DataMonth {
  /** YYYY-MM. */
  readonly month: string;
  /** The data writes "~": the month is approximate. */
  readonly about: boolean;
}

/** The months as the data's notes write them, January first. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A month's name as the data's notes write it, as a pattern ("Aug"). */
export const MONTH_NAME = `(?:${MONTHS.join('|')})`;
/** A month as the data's notes write it: "Aug 2025", "~Aug 2025". */
const DATA_MONTH = new RegExp(`(~)?\\b(${MONTH_NAME}) (\\d{4})\\b`);

/** A month the notes name, as YYYY-MM ("Aug", "2025" → "2025-08"). */
export function isoMonth(name: string, year: string): string {
  return `${year}-${String(MONTHS.indexOf(name) + 1).padStart(2, '0')}`;
}

/** The month a note of the data names ("high (as of ~Aug 2025)" → about 2025-08); null where it names none. */
export function dataMonthIn(note: string | undefined): DataMonth | null {
  const match = DATA_MONTH.exec(note ?? '');
  if (!match) return null;
  return Object.freeze({ month: isoMonth(match[2]!, match[3]!), about: match[1] === '~' });
}
