/* The trade checker's state, tied to the address and the saved copy like every page's (see useUrlState). */
import { useMemo } from 'react';
import type { Language } from '../../i18n/languages';
import { formatForInput } from '../../lib/format';
import type { TradeLinkChange, TradeQueryState } from '../../lib/tradeQuery';
import { useUrlState, type PageStateModel } from '../../lib/urlState/useUrlState';
import { tradePageCodec } from './loadFruitEntries';
import { addressedTrade, createTradeReducer, initialTradeState, type TradeAction, type TradePageState } from './tradeState';

export function useTradeState(language: Language): [TradePageState, (action: TradeAction) => void] {
  const model = useMemo<PageStateModel<TradeQueryState, TradeLinkChange, TradePageState, TradeAction>>(() => {
    const format = (value: number) => formatForInput(value, language);
    return { init: (opened) => initialTradeState(format, opened), reduce: createTradeReducer(format), addressed: addressedTrade };
  }, [language]);
  return useUrlState(tradePageCodec(language), model);
}
