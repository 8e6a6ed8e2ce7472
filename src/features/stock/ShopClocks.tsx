import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { countsDown, ShopClockCard } from './ShopClockCard';
import type { ShopClock } from './stockData';
import { useNow } from './useNow';

/**
 * Every shop's restock clock. The only part of the stock page that follows the clock: it reads the time itself, so each
 * second re-renders these few cards and not the page's thousand-odd cells of seed, gear and egg tables.
 */
export function ShopClocks({ clocks, language }: { clocks: readonly ShopClock[]; language: Language }) {
  const { t } = useI18n();
  const now = useNow();
  const live = clocks.filter(countsDown);
  const others = clocks.filter((clock) => !countsDown(clock));
  return (
    <>
      <div className="shop-clocks">
        {live.map((clock) => (
          <ShopClockCard key={clock.key} clock={clock} now={now} language={language} />
        ))}
      </div>
      <h3>{t('stock.clocks.noCountdown')}</h3>
      <div className="shop-clocks shop-clocks--quiet">
        {others.map((clock) => (
          <ShopClockCard key={clock.key} clock={clock} now={now} language={language} />
        ))}
      </div>
    </>
  );
}
