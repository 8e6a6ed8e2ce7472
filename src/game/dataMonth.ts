/*
 * The month a note of the data dates a fact by, as the research writes it ("Aug 2025", "~Aug 2025"): read by the pet
 * data and by a gear's event shop ("Zen event shop (Jul 2025)"), so neither reads the other's module for it.
 */

/** A month the data dates a fact by, as its notes write it: "Aug 2025", or "~Aug 2025" for about that month. */
export interface DataMonth {
  /** YYYY-MM. */
  readonly month: string;
  /** The data writes "~": the month is approximate. */
  readonly about: boolean;
}

/** The months as the data's notes write them, January first. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A month as the data's notes write it: "Aug 2025", "~Aug 2025". */
const DATA_MONTH = new RegExp(`(~)?\\b(${MONTHS.join('|')}) (\\d{4})\\b`);

/** The month a note of the data names ("high (as of ~Aug 2025)" → about 2025-08); null where it names none. */
export function dataMonthIn(note: string | undefined): DataMonth | null {
  const match = DATA_MONTH.exec(note ?? '');
  if (!match) return null;
  return Object.freeze({ month: `${match[3]}-${String(MONTHS.indexOf(match[2]!) + 1).padStart(2, '0')}`, about: match[1] === '~' });
}
