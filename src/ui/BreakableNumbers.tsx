import { Fragment } from 'react';
import type { Language } from '../i18n/languages';
import { numberSigns, splitAfterDigitGroups } from '../lib/format';

/**
 * A text whose long numbers may go on to the next line only after a digit group: broken anywhere, 2,851,285,128,205
 * read as "2,851,285,12" over "8,205", two other numbers. `<wbr>` marks each place, so copying the text gives it back
 * unchanged (a zero-width space would go along into the game's chat).
 */
export function BreakableNumbers({ text, language }: { text: string; language: Language }) {
  const pieces = splitAfterDigitGroups(text, numberSigns(language).group);
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}
