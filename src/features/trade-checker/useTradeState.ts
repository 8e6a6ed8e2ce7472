/* The trade checker's state, tied to the address and the saved copy like every page's (see useUrlState). */
import { useMemo } from 'react';
import type { Language } from '../../i18n/languages';
import { formatForInput } from '../../lib/format';
import { tradeQueryCodec, type TradeLinkChange, type TradeQueryState } from '../../links/tradeQuery';
import { useUrlState, type PageStateModel } from '../../links/urlState/useUrlState';
import type { FruitCode } from './loadFruitEntries';
import { addressedTrade, createTradeReducer, initialTradeState, type TradeAction, type TradePageState } from './tradeState';

/** The trade, read with the fruit code the page opened with (its load() loads it for a link naming a fruit). */
export function useTradeState(language: Language, openedWith: FruitCode | null): [TradePageState, (action: TradeAction) => void] {
  const model = useMemo<PageStateModel<TradeQueryState, TradeLinkChange, TradePageState, TradeAction>>(() => {
    const format = (value: number) => formatForInput(value, language);
    return {
      init: (opened) => initialTradeState(format, openedWith, opened),
      reduce: createTradeReducer(format),
      addressed: addressedTrade,
    };
  }, [language, openedWith]);
  const codec = useMemo(() => tradeQueryCodec(openedWith), [openedWith]);
  return useUrlState(codec, model);
}
