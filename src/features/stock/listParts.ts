import type { Language } from '../../i18n/languages';
import { formatListParts } from '../../lib/format';

/** An item of a list with the list's words written onto it, no space between (Arabic's «و»: «و3:10»). */
export interface HeldItem {
  /** The item's place in the list. */
  index: number;
  before: string;
  after: string;
}

/** The list's words between two items: those touching the item before, those from the first to the last space, those touching the item after. */
const AROUND_SPACES = /^(\S*)(.*?)(\S*)$/su;

/**
 * The parts of a list of `count` items, as formatListParts gives them, but with each item holding the list's words
 * that touch it: a page that keeps each item on one line (an inline block) keeps them with it, since a browser may
 * break a line on either side of an inline block. Arabic's list is «أ وب وج», and its «و» was left at a line's end
 * with its day on the next. What is left between two items starts and ends with a space, where a line may break.
 */
export function listPartsHeldToItems(count: number, language: Language): (string | HeldItem)[] {
  const parts = formatListParts(count, language);
  const words = (part: number | string | undefined, touching: 1 | 2 | 3) =>
    typeof part === 'string' ? AROUND_SPACES.exec(part)![touching]! : '';
  return parts.flatMap((part, index) =>
    typeof part === 'string'
      ? words(part, 2) || []
      : { index: part, before: words(parts[index - 1], 3), after: words(parts[index + 1], 1) },
  );
}
