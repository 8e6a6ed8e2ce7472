import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../i18n/i18n';
import { MADE_BY_SITE } from '../lib/paths';
import { AnswerAnnouncement } from './AnswerAnnouncement';

interface ListStatusProps {
  /** "N crops found", already in the page's words; announced once it stops changing. */
  count: string;
  /** What to say when nothing matches. */
  empty: string;
  isEmpty: boolean;
  /** A filter is set, so the button that clears them is shown. */
  filtered: boolean;
  /** The name searched for, and the items that have it whatever the other filters (the list's own name search). */
  query: string;
  findByName: (query: string) => readonly unknown[];
  onClear: () => void;
  testId: string;
}

/**
 * Above a filtered list: how many match, the button that clears the filters, and what to say when none match. A search
 * the site made (a wiki address that is no page sends the visitor to its list searched for the address's words,
 * wikiListFor) that finds nothing is cleared as the list opens: the whole list, below the notice that says why the
 * visitor is there, serves better than an empty one («0 crops found» for `/wiki/nonexistent`).
 */
export function ListStatus({ count, empty, isEmpty, filtered, query, findByName, onClear, testId }: ListStatusProps) {
  const { t } = useI18n();
  const status = useRef<HTMLParagraphElement>(null);
  const { state: entryState } = useLocation();
  // Decided on the first render that shows a filter (the prerendered list shows none), never after: a search the player
  // types next is theirs even before the address writes it down (and the mark with it).
  const siteSearchDecided = useRef(false);
  useLayoutEffect(() => {
    if (siteSearchDecided.current || !filtered) return;
    siteSearchDecided.current = true;
    if (isEmpty && entryState === MADE_BY_SITE) onClear();
  }, [filtered, isEmpty, entryState, onClear]);
  // The button goes once the filters are cleared: focus goes to the count it leaves, not to the page's start.
  const clear = () => {
    onClear();
    status.current?.focus();
  };
  return (
    <>
      <div className="list-status">
        <p data-testid={testId} ref={status} tabIndex={-1}>
          {count}
        </p>
        {filtered ? (
          <button type="button" className="button" onClick={clear}>
            {t('filters.clear')}
          </button>
        ) : null}
      </div>
      {/* Told once typing settles: a status region changed at every key had a screen reader say a count for each letter. */}
      <AnswerAnnouncement answer={count} testId={`${testId}-announcement`} />
      {isEmpty ? (
        <p>
          {empty}
          {/* "zanahoria" or "carotte" finds nothing: every name here is the game's, in English. Not said when the name
              finds items another filter hides. */}
          {query.trim() !== '' && findByName(query).length === 0 ? <> {t('filters.gameNames')}</> : null}
        </p>
      ) : null}
    </>
  );
}
