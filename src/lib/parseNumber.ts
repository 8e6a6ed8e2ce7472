/**
 * Reads a number the way people type it: "1.5", "1,5" (decimal comma), "1 234,5", "١٫٥"
 * (Arabic-Indic digits and separators). Returns a reason instead of NaN when it cannot.
 */
export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: 'empty' | 'not-a-number' };

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;
/** Characters that only group digits, in any of the site's languages. */
export const GROUPING_SPACES = /[\s\u00a0\u202f\u2009\u066c']/g;

/** Arabic-Indic digits as ASCII ones. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const base = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - base);
  });
}

export function parseLocalizedNumber(input: string): ParsedNumber {
  let text = toAsciiDigits(input.trim())
    .replace(/\u066b/g, '.') // Arabic decimal separator
    .replace(/[\u2212\u2013]/g, '-')
    .replace(GROUPING_SPACES, '');
  if (text === '') return { ok: false, reason: 'empty' };

  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma !== -1 && lastDot !== -1) {
    // Both present: the later one is the decimal mark, the other groups thousands.
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    text = text.split(grouping).join('').replace(decimal, '.');
  } else if (lastComma !== -1) {
    // "1,234,567" groups thousands; any other single comma is a decimal comma ("1,5", "0,275").
    text = /^-?\d{1,3}(,\d{3}){2,}$/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.');
  }

  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return { ok: false, reason: 'not-a-number' };
  const value = Number(text);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: 'not-a-number' };
}
