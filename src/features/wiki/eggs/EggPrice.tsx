import type { EggRecord } from '../../../game/schema';
import { useI18n } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/languages';
import { formatList, formatNumber } from '../../../lib/format';
import { formatPrice } from '../../../lib/gameText';

/** The label an egg's price is shown after, in its facts. */
const PRICE_LABEL = 'shops.egg.facts.price';

/** An egg's price: one price, or a Robux bundle's price per size ("1 for 149 Robux, 3 for 429 Robux, …"). */
export function EggPrice({ price, currency, language }: Pick<EggRecord, 'price' | 'currency'> & { language: Language }) {
  const { t } = useI18n();
  if (price === null || typeof price === 'number') return <>{formatPrice(t, price, currency, language, PRICE_LABEL)}</>;
  const sizes = Object.entries(price).map(([size, each]) =>
    t('shop.bundle', { size: formatNumber(Number(size), language), price: formatPrice(t, each, currency, language, PRICE_LABEL) }),
  );
  return <>{formatList(sizes, language, 'unit')}</>;
}
