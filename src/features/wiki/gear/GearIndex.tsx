import { useMemo } from 'react';
import { useI18n } from '../../../i18n/i18n';
import { gameWordLang, type Language } from '../../../i18n/languages';
import { formatNumber } from '../../../lib/format';
import { formatPrice, tierLabel } from '../../../lib/gameText';
import { localizePath, wikiGearPath } from '../../../lib/paths';
import { searchShopItems } from '../../../lib/shopSearch';
import {
  GEAR_INDEX_QUERY_KEYS,
  gearIndexChoices,
  gearIndexCodec,
  gearIndexModel,
  type GearIndexState,
} from '../../../links/gearIndexQuery';
import { useUrlState } from '../../../links/urlState';
import { DataNote } from '../../../ui/DataNote';
import { Link } from '../../../ui/Link';
import { LinkNotice, linkValues, type LinkReasons } from '../../../ui/LinkNotice';
import { ListSearchField } from '../../../ui/ListSearchField';
import { ListSelect } from '../../../ui/ListSelect';
import { ListStatus } from '../../../ui/ListStatus';
import { Restorable } from '../../../ui/prerenderedHtml';
import { Breadcrumbs } from '../Breadcrumbs';
import { wikiListTrail } from '../listTrail';
import type { GearIndexData, IndexedGear } from './gearData';
import '../wiki.css';

/** The gear the filters leave, in the search's best-first order (by name without a search, as the build gives them). */
export function filterGear(gear: readonly IndexedGear[], filter: GearIndexState): readonly IndexedGear[] {
  return searchShopItems(gear, filter.query).filter(
    (item) => (filter.rarity === '' || item.tier === filter.rarity) && (filter.sold === '' || item.sale === filter.sold),
  );
}

/** Every gear, found by the site's forgiving name search and narrowed by rarity and where it is sold. */
export function GearIndex({ gear, language }: GearIndexData & { language: Language }) {
  const { t } = useI18n();
  const choices = useMemo(() => gearIndexChoices(gear), [gear]);
  const codec = useMemo(() => gearIndexCodec(choices), [choices]);
  const [{ list: filter, dropped }, dispatch] = useUrlState(codec, gearIndexModel);
  const shown = useMemo(() => filterGear(gear, filter), [gear, filter]);
  const update = (patch: Partial<GearIndexState>) => dispatch({ type: 'change', patch });
  return (
    <article className="page wiki-index shop-index">
      <Breadcrumbs crumbs={wikiListTrail(t, 'gear')} language={language} />
      <h1>{t('shops.gear.title')}</h1>
      <p className="lead">{t('shops.gear.intro')}</p>
      {dropped.length > 0 ? (
        <LinkNotice
          dropped={dropped}
          // The values as a link writes them, not the names the filters show.
          reasons={
            {
              rarity: t('link.choice', { options: linkValues(choices.rarities, language) }),
              sold: t('link.choice', { options: linkValues(choices.sales, language) }),
            } satisfies LinkReasons<typeof GEAR_INDEX_QUERY_KEYS>
          }
          onDismiss={() => dispatch({ type: 'dismissLinkNotice' })}
          testId="gear-link-notice"
        />
      ) : null}
      {/* Only the filters wait for a link's: the prerendered list (every gear) stays readable as it is narrowed. */}
      <Restorable restores="filters">
        <fieldset className="panel gear-filters">
          <legend>{t('shops.gear.filters')}</legend>
          <ListSearchField value={filter.query} onChange={(query) => update({ query })} testId="gear-search" />
          <ListSelect
            label={t('shops.gearPage.facts.rarity')}
            value={filter.rarity}
            choices={choices.rarities.map((tier) => ({ value: tier, label: tierLabel(t, tier) }))}
            all={t('filters.allRarities')}
            onChange={(rarity) => update({ rarity })}
            testId="gear-rarity-filter"
          />
          <ListSelect
            label={t('shops.gearPage.facts.sale')}
            value={filter.sold}
            choices={choices.sales.map((sale) => ({ value: sale, label: t(`shops.gear.sale.${sale}`) }))}
            all={t('shops.gear.allSales')}
            onChange={(sold) => update({ sold })}
            testId="gear-sold-filter"
          />
        </fieldset>
        <ListStatus
          count={t('shops.gear.count', { count: shown.length, n: formatNumber(shown.length, language) })}
          empty={t('shops.gear.empty')}
          isEmpty={shown.length === 0}
          filtered={filter.query.trim() !== '' || filter.rarity !== '' || filter.sold !== ''}
          query={filter.query}
          findByName={(query) => searchShopItems(gear, query)}
          onClear={() => dispatch({ type: 'clearFilters' })}
          testId="gear-count"
        />
      </Restorable>
      <ul className="shop-list" data-testid="gear-list">
        {shown.map((item) => (
          <li key={item.id} data-gear={item.id}>
            <Link to={localizePath(language, wikiGearPath(item.id))} lang={gameWordLang(language)}>
              {item.name}
            </Link>{' '}
            <span className="shop-list__facts">
              {/* A fact the data lacks says which it is: "unknown · Unknown" named neither. */}
              {tierLabel(t, item.tier)} ·{' '}
              {item.price === null
                ? t('shop.priceUnknown')
                : formatPrice(t, item.price, item.currency, language, 'shops.gearPage.facts.price')}{' '}
              · {item.sale === 'unknown' ? t('shops.gear.saleUnknownShort') : t(`shops.gear.sale.${item.sale}`)}
            </span>{' '}
            <DataNote asOf={item.asOf} confidence={item.confidence} undated="numbers" language={language} />
          </li>
        ))}
      </ul>
    </article>
  );
}
