import { useI18n } from '../i18n/i18n';
import { MAX_SEARCH_LENGTH } from '../lib/paths';
import { useTypedBeforeLive } from './useTypedBeforeLive';

/**
 * A list's name search, the field its link's `q` fills: no longer than a link keeps (MAX_SEARCH_LENGTH), as a longer
 * search would write a link the page then refuses.
 */
export function ListSearchField({
  value,
  onChange,
  className,
  testId,
}: {
  value: string;
  onChange: (query: string) => void;
  className?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  const typedBeforeLive = useTypedBeforeLive(value, onChange);
  return (
    <label className={className === undefined ? 'field' : `field ${className}`}>
      <span className="field__label">{t('filters.search')}</span>
      <input
        ref={typedBeforeLive}
        type="search"
        value={value}
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
