import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_TRADE_ITEMS, type SellPriceResult } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { localizePath, PAGE_PATHS } from '../../lib/paths';
import { useAfterLoading } from '../../lib/useAfterLoading';
import type { AddedToTrade } from '../../links/tradeQuery';
import { readSaved } from '../../links/urlState';
import { Link } from '../../ui/Link';

/** Carries the fruit on screen to the trade checker, onto "you give" of the last trade this browser kept. */
export function AddToTradeButton({ result }: { result: SellPriceResult }) {
  const { t } = useI18n();
  const language = useLanguage();
  const navigate = useNavigate();
  const [full, setFull] = useState(false);
  const tradePath = localizePath(language, PAGE_PATHS.tradeChecker);
  const afterLoading = useAfterLoading();
  const add = () => {
    // The trade link's code loads on the click: a visit that never adds to a trade does without it.
    const withFruit = import('../../links/tradeQuery').then(({ TRADE_STATE, tradeQueryWith }) =>
      tradeQueryWith(readSaved(TRADE_STATE.storageKey), 'give', {
        kind: 'fruit',
        cropId: result.cropId,
        weightKg: result.weightKg,
        variantId: result.variantId,
        mutationIds: result.resolvedMutationIds,
        quantity: result.quantity,
      }),
    );
    afterLoading(withFruit, (query) => {
      // A full side keeps its items: the fruit is not added, and the player is told why.
      if (query === null) setFull(true);
      // Marked, so the trade checker says what was added to which trade.
      else void navigate(`${tradePath}?${query}`, { state: { addedToTrade: true } satisfies AddedToTrade });
    });
  };
  return (
    <>
      <button type="button" className="button" onClick={add} data-testid="add-to-trade">
        {t('crop.addToTrade')}
      </button>
      {/* The trade values the fruit as it sells anywhere (game/trade.ts): said here, as its total there is lower. */}
      {result.boostPercent > 0 ? (
        <span className="add-to-trade__note" data-testid="add-to-trade-no-boost">
          {t('crop.addToTradeNoBoost')}
        </span>
      ) : null}
      <span className="add-to-trade__status" role="status" data-testid="add-to-trade-status">
        {full ? (
          <>
            {t('crop.addToTradeFull', { max: formatNumber(MAX_TRADE_ITEMS, language) })} <Link to={tradePath}>{t('nav.trade')}</Link>
          </>
        ) : null}
      </span>
    </>
  );
}
