import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DroppedValue } from '../links/urlState';
import { Notice } from './Notice';

/** A hostile link can hold thousands of bad values: a few are named and the rest counted. */
const MAX_NAMED = 8;

interface LinkNoticeProps {
  dropped: readonly DroppedValue[];
  /** What a key's value should have been, for the keys the page can explain. */
  reasons?: Partial<Record<string, string>>;
  /** What else the page has to say about the link. */
  children?: ReactNode;
  onDismiss: () => void;
  testId: string;
}

/** Tells what a link asked for that the page could not use, each value with why where the page knows. */
export function LinkNotice({ dropped, reasons = {}, children, onDismiss, testId }: LinkNoticeProps) {
  const { t } = useTranslation();
  const reasonOf = (entry: DroppedValue) =>
    entry.reason === 'repeated' ? t('link.repeated') : entry.reason === 'unknown' ? t('link.unknown') : reasons[entry.key];
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
                  <code dir="ltr">{entry.reason === 'unknown' ? entry.value : `${entry.key}=${entry.value}`}</code>
                  {reason ? <span>{reason}</span> : null}
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
