import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SellPriceResult } from '../../game';
import { useLanguage } from '../../i18n/useLanguage';
import { localizePath, PAGE_PATHS } from '../../lib/paths';
import { tradeQueryCodec, tradeQueryWith } from '../../lib/tradeQuery';
import { readSaved } from '../../lib/urlState/useUrlState';

/** Carries the fruit on screen to the trade checker, onto "you give" of the last trade this browser kept. */
export function AddToTradeButton({ result }: { result: SellPriceResult }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const add = () => {
    const query = tradeQueryWith(readSaved(tradeQueryCodec.storageKey), 'give', {
      kind: 'fruit',
      cropId: result.cropId,
      weightKg: result.weightKg,
      variantId: result.variantId,
      mutationIds: result.resolvedMutationIds,
      quantity: result.quantity,
    });
    void navigate(`${localizePath(language, PAGE_PATHS.tradeChecker)}?${query}`);
  };
  return (
    <button type="button" className="button" onClick={add} data-testid="add-to-trade">
      {t('crop.addToTrade')}
    </button>
  );
}
