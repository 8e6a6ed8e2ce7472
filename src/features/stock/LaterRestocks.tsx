/* The restocks after the next one, as a card lists them, and the same list laid out unseen for the room it holds. */
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import type { Language } from '../../i18n/languages';
import { listPartsHeldToItems } from './listParts';

/** A restock as the list shows it: its words, and its instant (none in the room's unseen lists). */
export interface LaterItem {
  text: string;
  dateTime?: string;
}

/** The spaces around a list's words, where a line may break, and the words. */
const SPACED = /^(\s*)(.*?)(\s*)$/su;

/**
 * «Then:» and the restocks joined the language's way ("12:10, 12:15 and 12:20"), not by a separator of ours, each with
 * the list's words that touch it (Arabic's «و»), so that it moves whole to the next line (stock.css). `unseen`: the same
 * list laid out only for the room it takes, every word in a data attribute that stock.css draws unseen, so that the
 * page's text and screen readers have none of it.
 */
export function LaterRestocks({
  items,
  t,
  language,
  unseen = false,
}: {
  items: LaterItem[];
  t: TFunction;
  language: Language;
  unseen?: boolean;
}) {
  const words = (text: string): ReactNode => {
    if (!unseen || text === '') return text;
    const [, before, inner, after] = SPACED.exec(text)!;
    return (
      <>
        {before}
        {inner === '' ? null : <span data-text={inner} />}
        {after}
      </>
    );
  };
  return (
    <span className="shop-clock__later-list">
      {words(t('stock.later'))}{' '}
      {listPartsHeldToItems(items.length, language).map((part, place) => {
        if (typeof part === 'string') return <Fragment key={`words-${place}`}>{words(part)}</Fragment>;
        const item = items[part.index]!;
        // Keyed by place, not by time: when a restock passes, each time changes in place; keyed by time, the remaining
        // ones moved along the line, which the browser counts as a layout shift.
        return (
          <span key={part.index} className="shop-clock__later-item">
            {words(part.before)}
            {unseen ? <span data-text={item.text} /> : <time dateTime={item.dateTime}>{item.text}</time>}
            {words(part.after)}
          </span>
        );
      })}
    </span>
  );
}
