import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';
import { formatList } from '../../lib/format';
import { listPartsHeldToItems } from './listParts';

/** The list written out, each item as its place in brackets, to compare with Intl's own. */
const written = (parts: ReturnType<typeof listPartsHeldToItems>) =>
  parts.map((part) => (typeof part === 'string' ? part : `${part.before}[${part.index}]${part.after}`)).join('');

describe('listPartsHeldToItems', () => {
  // «ثم: … السبت الساعة 2:00 ص و|الأحد»: the «و» ended a line, its day on the next.
  it('holds Arabic’s «و» to the item it joins, leaving the space before it between the items', () => {
    expect(listPartsHeldToItems(3, 'ar')).toEqual([
      { index: 0, before: '', after: '' },
      ' ',
      { index: 1, before: 'و', after: '' },
      ' ',
      { index: 2, before: 'و', after: '' },
    ]);
  });

  it('holds a comma to the item before it, and leaves words set apart by spaces between the items', () => {
    expect(listPartsHeldToItems(3, 'en')).toEqual([
      { index: 0, before: '', after: ',' },
      ' ',
      { index: 1, before: '', after: ',' },
      ' and ',
      { index: 2, before: '', after: '' },
    ]);
  });

  it('writes every language’s list as Intl does, with a space wherever a line may break between two items', () => {
    for (const language of LANGUAGES) {
      for (const count of [1, 2, 3, 4]) {
        const parts = listPartsHeldToItems(count, language);
        expect(written(parts), `${language} ${count}`).toBe(
          formatList(
            Array.from({ length: count }, (_, index) => `[${index}]`),
            language,
          ),
        );
        const between = parts.filter((part) => typeof part === 'string');
        expect(
          between.filter((words) => !/^\s[\s\S]*\s$|^\s$/.test(words)),
          `${language} ${count}`,
        ).toEqual([]);
      }
    }
  });
});
