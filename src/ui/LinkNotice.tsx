import type { ReactNode } from 'react';
import { useI18n, useLanguage } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { formatList, formatNumber, leftToRight, withUnseenEncoded } from '../lib/format';
import { MAX_SEARCH_LENGTH } from '../lib/paths';
import type { DroppedValue } from '../links/urlState';
import { Notice } from './Notice';

/** A hostile link can hold thousands of bad values: a few are named and the rest counted. */
const MAX_NAMED = 8;

interface LinkNoticeProps {
  dropped: readonly DroppedValue[];
  /**
   * What a key's value should have been, for the keys the page can explain (values dropped as `invalid`). `q` needs none:
   * it is every list's search, read the same way on every page (searchParam), and explained here.
   */
  reasons?: Partial<Record<string, string>>;
  /**
   * What a part of a key's value should have been, where it differs from what the whole value should be (parts dropped
   * as `invalidPart`: a trade item's mutation); else `reasons` explains the part too (a mutation of `m`).
   */
  partReasons?: Partial<Record<string, string>>;
  /**
   * What a value's reader found wrong with it, by the code it gave (DroppedValue.why), for values dropped as `invalid`:
   * said instead of the key's reason in `reasons`, which explains a value with no code, or one this does not word.
   */
  whys?: Partial<Record<string, string>>;
  /** Why a key's valid value was not used (values dropped as `unused`): what else in the link leaves no use for it. */
  unusedReasons?: Partial<Record<string, string>>;
  /** What else the page has to say about the link. */
  children?: ReactNode;
  onDismiss: () => void;
  testId: string;
}

/**
 * The values a link may give, as it writes them, for a why ("name or -rarity"): each kept left to right, so that in
 * Arabic a leading minus stays before its word.
 */
export function linkValues(values: readonly string[], language: Language): string {
  return formatList(values.map(leftToRight), language, 'disjunction');
}

/** A why for every key of a link contract (`keys`), so no value a link gets wrong is left out unexplained. */
export type LinkReasons<Keys extends readonly string[]> = Record<Exclude<Keys[number], 'q'>, string>;

/** Tells what a link asked for that the page could not use, each value with why where the page knows. */
export function LinkNotice({
  dropped,
  reasons = {},
  partReasons = {},
  whys = {},
  unusedReasons = {},
  children,
  onDismiss,
  testId,
}: LinkNoticeProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const searchReason = t('link.search', { max: formatNumber(MAX_SEARCH_LENGTH, language) });
  const reasonOf = (entry: DroppedValue) => {
    switch (entry.reason) {
      case 'repeated':
        return t('link.repeated');
      case 'unknown':
        return t('link.unknown');
      case 'unused':
        return unusedReasons[entry.key];
      case 'invalid':
        return (
          (entry.why !== undefined && Object.hasOwn(whys, entry.why) ? whys[entry.why] : undefined) ??
          reasons[entry.key] ??
          (entry.key === 'q' ? searchReason : undefined)
        );
      case 'invalidPart':
        return partReasons[entry.key] ?? reasons[entry.key];
    }
  };
  return (
    <Notice tone="warning" dismissLabel={t('ui.dismiss')} onDismiss={onDismiss} data-testid={testId}>
      {dropped.length > 0 ? (
        <>
          <p>{t('link.dropped')}</p>
          <ul className="link-notice__list">
            {dropped.slice(0, MAX_NAMED).map((entry, index) => {
              const reason = reasonOf(entry);
              return (
                <li key={index}>
                  <code dir="ltr">{withUnseenEncoded(entry.reason === 'unknown' ? entry.value : `${entry.key}=${entry.value}`)}</code>
                  {/* A real space, not only a margin: the value reads left to right whatever the page's direction, so
                      a margin on it lands on its far side in Arabic; a space between the two is in the text itself,
                      in every direction (and when the notice is copied or read aloud). */}
                  {reason ? (
                    <>
                      {' '}
                      <span className="link-notice__reason">{reason}</span>
                    </>
                  ) : null}
                </li>
              );
            })}
            {dropped.length > MAX_NAMED ? <li>{t('link.more', { count: dropped.length - MAX_NAMED })}</li> : null}
          </ul>
        </>
      ) : null}
      {children}
    </Notice>
  );
}
