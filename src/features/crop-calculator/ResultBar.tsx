import type { SellPriceResult } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatMultiplier } from '../../lib/format';
import { CompactAmount } from '../../ui/CompactAmount';

/** The id of the full result, which the bar scrolls to. */
export const FULL_RESULT_ID = 'crop-result';

/**
 * On phones, the answer in a bar at the bottom of the screen while the inputs scroll (CSS shows it there only, and
 * hides it while a text field has focus, so it never covers what is being typed). Tapping it goes to the full result.
 * Not a live region: the full result tells a changed answer once it settles. The amounts are shortened the game's way
 * (2.5B) to fit a phone; screen readers hear them in full, and the full result is one tap away. `stale`: a field holds
 * what is not a valid value, so the answer is still the last valid one's, which the bar says as the full result does
 * (it showed a weight's price with another weight in the field).
 */
export function ResultBar({ result, stale }: { result: SellPriceResult; stale: boolean }) {
  const { t } = useI18n();
  const language = useLanguage();
  const showFullResult = () => {
    const target = document.getElementById(FULL_RESULT_ID);
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="result-bar" data-testid="result-bar" data-value={result.total.toString()} onClick={showFullResult}>
      {stale ? <span className="result-bar__stale">{t('crop.resultBar.stale')}</span> : null}
      <span className="result-bar__item result-bar__item--total">
        <span className="result-bar__label">{t('crop.resultBar.total')}</span>
        <CompactAmount className="result-bar__value" value={result.total} language={language} />
      </span>
      <span className="result-bar__item">
        <span className="result-bar__label">{t('crop.resultBar.perFruit')}</span>
        {/* What each fruit sells for, the friend boost included: the total beside it is this times the quantity. */}
        <CompactAmount className="result-bar__value" value={result.perFruit} language={language} />
      </span>
      <span className="result-bar__item">
        <span className="result-bar__label">{t('crop.resultBar.multiplier')}</span>
        <span className="result-bar__value">{formatMultiplier(result.totalMultiplier, language)}</span>
      </span>
      <span className="visually-hidden">{t('crop.resultBar.show')}</span>
    </button>
  );
}
