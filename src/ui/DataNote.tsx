import './ui.css';
import { useI18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { formatAsOf, formatConfidence } from '../lib/shopFormat';

/**
 * A shop number's provenance, said beside it: the date of its newest source and how sure each part is, or the date alone
 * where the grades are said elsewhere (`confidence` null).
 */
export function DataNote({
  asOf,
  confidence,
  language,
  testId,
}: {
  asOf: string | null;
  confidence: string | null;
  language: Language;
  testId?: string;
}) {
  const { t } = useI18n();
  return (
    <span className="data-note" data-testid={testId}>
      {confidence === null
        ? t('shop.noteDateOnly', { date: formatAsOf(t, asOf, language) })
        : t('shop.note', { date: formatAsOf(t, asOf, language), confidence: formatConfidence(t, confidence, language) })}
    </span>
  );
}
