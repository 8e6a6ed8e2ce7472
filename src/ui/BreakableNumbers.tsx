import { Fragment } from 'react';
import type { Language } from '../i18n/languages';
import { numberSigns, numberWords } from '../lib/format';
import { groupBreak } from './groupBreak';
import './ui.css';

/**
 * A text whose long numbers go on to the next line whole, and break only when one is longer than a line, then only
 * after a digit group: broken anywhere, 2,851,285,128,205 read as "2,851,285,12" over "8,205", and broken at a group
 * where the whole number fitted the next line, 996,093,750 read as "996," over "093,750", two numbers. A `<wbr>`
 * (groupBreak) marks each place, so copying the text gives it back unchanged (a zero-width space would go along into
 * the game's chat).
 */
export function BreakableNumbers({ text, language }: { text: string; language: Language }) {
  return numberWords(text, numberSigns(language).group).map(({ text: part, groups }, index) =>
    groups !== null ? (
      <span key={index} className="number-word">
        {groups.map((piece, at) => (
          <Fragment key={at}>
            {at > 0 ? groupBreak() : null}
            {piece}
          </Fragment>
        ))}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
