/**
 * Reads a number the way people type it: "1.5", "1,5" (decimal comma), "1 234,5", "1.000.000", "١٫٥"
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

/** Digits grouped in threes by one mark used more than once ("1.000.000", "1,000,000"): no decimal reading fits. */
const REPEATED_GROUPS = /^[+-]?\d{1,3}([.,])\d{3}(\1\d{3})+$/;
/** One group of three ("1,000", "2.500"): thousands in a field of whole numbers, a decimal mark anywhere else. */
const ONE_GROUP = /^[+-]?\d{1,3}[.,]\d{3}$/;

/** What the field takes: in a field of whole numbers, a mark before three digits can only group thousands. */
export type NumberKind = 'decimal' | 'whole';

export function parseLocalizedNumber(input: string, kind: NumberKind = 'decimal'): ParsedNumber {
  let text = toAsciiDigits(input.trim())
    .replace(/\u066b/g, '.') // Arabic decimal separator
    .replace(/[\u2212\u2013]/g, '-')
    .replace(GROUPING_SPACES, '');
  if (text === '') return { ok: false, reason: 'empty' };
  if (REPEATED_GROUPS.test(text) || (kind === 'whole' && ONE_GROUP.test(text))) text = text.replace(/[.,]/g, '');

  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma !== -1 && lastDot !== -1) {
    // Both present: the later one is the decimal mark, the other groups thousands.
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    text = text.split(grouping).join('').replace(decimal, '.');
  } else if (lastComma !== -1) {
    // A single comma left is a decimal comma ("1,5", "0,275").
    text = text.replace(',', '.');
  }

  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return { ok: false, reason: 'not-a-number' };
  const value = Number(text);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: 'not-a-number' };
}
