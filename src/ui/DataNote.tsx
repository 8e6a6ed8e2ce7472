import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages';
import { formatAsOf, formatConfidence } from '../lib/shopFormat';

/** A shop number's provenance, said beside it: the date of its newest source and how sure each part is. */
export function DataNote({
  asOf,
  confidence,
  language,
  testId,
}: {
  asOf: string | null;
  confidence: string;
  language: Language;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className="data-note" data-testid={testId}>
      {t('shop.note', { date: formatAsOf(t, asOf, language), confidence: formatConfidence(t, confidence, language) })}
    </span>
  );
}
