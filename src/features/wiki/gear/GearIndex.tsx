import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tier } from '../../../game/types';
import type { Language } from '../../../i18n/languages';
import { formatNumber } from '../../../lib/format';
import { formatPrice, tierLabel } from '../../../lib/gameText';
import { localizePath, wikiGearPath } from '../../../lib/paths';
import { searchShopItems } from '../../../lib/shopSearch';
import { gearIndexCodec, listSearchModel } from '../../../links/listSearchQuery';
import { useUrlState } from '../../../links/urlState';
import { DataNote } from '../../../ui/DataNote';
import { ShopSearch } from '../ShopSearch';
import type { GearIndexData } from './gearData';
import '../wiki.css';

/** Every gear, found by the site's forgiving name search. */
export function GearIndex({ gear, language }: GearIndexData & { language: Language }) {
  const { t } = useTranslation();
  const search = useUrlState(gearIndexCodec, listSearchModel);
  const { query } = search[0].list;
  const shown = useMemo(() => searchShopItems(gear, query), [gear, query]);
  return (
    <article className="page wiki-index shop-index">
      <h1>{t('shops.gear.title')}</h1>
      <p className="lead">{t('shops.gear.intro')}</p>
      <ShopSearch
        search={search}
        findByName={(query) => searchShopItems(gear, query)}
        testId="gear"
        count={t('shops.gear.count', { count: shown.length, n: formatNumber(shown.length, language) })}
        empty={t('shops.gear.empty')}
        isEmpty={shown.length === 0}
      />
      <ul className="shop-list" data-testid="gear-list">
        {shown.map((item) => (
          <li key={item.id} data-gear={item.id}>
            <Link to={localizePath(language, wikiGearPath(item.id))}>{item.name}</Link>{' '}
            <span className="shop-list__facts">
              {/* A fact the data lacks says which it is: "unknown · Unknown" named neither. */}
              {tierLabel(t, item.rarity.toLowerCase() as Tier)} ·{' '}
              {item.price === null ? t('shop.priceUnknown') : formatPrice(t, item.price, item.currency, language)} ·{' '}
              {item.sale === 'unknown' ? t('shops.gear.saleUnknownShort') : t(`shops.gear.sale.${item.sale}`)}
            </span>{' '}
            <DataNote asOf={item.asOf} confidence={item.confidence} language={language} />
          </li>
        ))}
      </ul>
    </article>
  );
}
