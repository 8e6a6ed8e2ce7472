import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tier } from '../../../game/types';
import type { Language } from '../../../i18n/languages';
import { formatNumber } from '../../../lib/format';
import { formatPrice, tierLabel } from '../../../lib/gameText';
import { localizePath, MAX_SEARCH_LENGTH, wikiGearPath } from '../../../lib/paths';
import { searchShopItems } from '../../../lib/shopSearch';
import { gearIndexCodec, listSearchModel } from '../../../links/listSearchQuery';
import { useUrlState } from '../../../links/urlState';
import { DataNote } from '../../../ui/DataNote';
import { LinkNotice } from '../../../ui/LinkNotice';
import { ListStatus } from '../../../ui/ListStatus';
import { Restorable } from '../../../ui/prerenderedHtml';
import type { GearIndexData } from './gearData';
import '../wiki.css';

/** Every gear, found by the site's forgiving name search. */
export function GearIndex({ gear, language }: GearIndexData & { language: Language }) {
  const { t } = useTranslation();
  const [{ list, dropped }, dispatch] = useUrlState(gearIndexCodec, listSearchModel);
  const { query } = list;
  const shown = useMemo(() => searchShopItems(gear, query), [gear, query]);
  return (
    <article className="page wiki-index shop-index">
      <h1>{t('shops.gear.title')}</h1>
      <p className="lead">{t('shops.gear.intro')}</p>
      {dropped.length > 0 ? (
        <LinkNotice dropped={dropped} onDismiss={() => dispatch({ type: 'dismissLinkNotice' })} testId="gear-index-link-notice" />
      ) : null}
      {/* Only the search waits for a link's: the prerendered list stays readable as it is narrowed. */}
      <Restorable restores="filters">
        <label className="field shop-index__search">
          <span className="field__label">{t('filters.search')}</span>
          <input
            type="search"
            value={query}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => dispatch({ type: 'change', patch: { query: event.target.value } })}
            data-testid="gear-search"
          />
        </label>
        <ListStatus
          count={t('shops.gear.count', { count: shown.length, n: formatNumber(shown.length, language) })}
          empty={t('shops.gear.empty')}
          isEmpty={shown.length === 0}
          filtered={query.trim() !== ''}
          onClear={() => dispatch({ type: 'clearFilters' })}
          testId="gear-count"
        />
      </Restorable>
      <ul className="shop-list" data-testid="gear-list">
        {shown.map((item) => (
          <li key={item.id} data-gear={item.id}>
            <Link to={localizePath(language, wikiGearPath(item.id))}>{item.name}</Link>{' '}
            <span className="shop-list__facts">
              {tierLabel(t, item.rarity.toLowerCase() as Tier)} · {formatPrice(t, item.price, item.currency, language)} ·{' '}
              {t(`shops.gear.sale.${item.sale}`)}
            </span>{' '}
            <DataNote asOf={item.asOf} confidence={item.confidence} language={language} />
          </li>
        ))}
      </ul>
    </article>
  );
}
