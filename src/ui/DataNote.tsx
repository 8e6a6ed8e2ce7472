import './ui.css';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { formatAsOf, formatConfidence, type UndatedData } from '../lib/shopFormat';

/**
 * A shop number's provenance, said beside it: the date of its newest source and how sure each part is, or the date alone
 * where the grades are said elsewhere (`confidence` null). Where the sources give no date, it says for what (`undated`):
 * the page may give other dates beside it. `children` say more of the same provenance after it (where odds come from).
 */
export function DataNote({
  asOf,
  confidence,
  undated,
  language,
  testId,
  children,
}: {
  asOf: string | null;
  confidence: string | null;
  undated: UndatedData;
  language: Language;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const date = formatAsOf(t, asOf, language, undated);
  return (
    <span className="data-note" data-testid={testId}>
      {confidence === null
        ? t('shop.noteDateOnly', { date })
        : t('shop.note', { date, confidence: formatConfidence(t, confidence, language) })}
      {children === undefined ? null : <> {children}</>}
    </span>
  );
}
