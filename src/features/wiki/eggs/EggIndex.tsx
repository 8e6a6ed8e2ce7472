import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../i18n/languages';
import { formatNumber } from '../../../lib/format';
import { localizePath, MAX_SEARCH_LENGTH, wikiEggPath } from '../../../lib/paths';
import { formatDuration } from '../../../lib/shopFormat';
import { searchShopItems } from '../../../lib/shopSearch';
import { eggIndexCodec, listSearchModel } from '../../../links/listSearchQuery';
import { useUrlState } from '../../../links/urlState';
import { DataNote } from '../../../ui/DataNote';
import { LinkNotice } from '../../../ui/LinkNotice';
import { ListStatus } from '../../../ui/ListStatus';
import { Restorable } from '../../../ui/prerenderedHtml';
import type { IndexedEgg } from './eggData';
import { EggPrice } from './EggPrice';
import '../wiki.css';

/**
 * Every egg, found by the site's forgiving name search (aliases too). The data also holds a chest and an internal entry
 * among its eggs: they are listed as what they are and not counted as eggs.
 */
export function EggIndex({ eggs, language }: { eggs: readonly IndexedEgg[]; language: Language }) {
  const { t } = useTranslation();
  const [{ list, dropped }, dispatch] = useUrlState(eggIndexCodec, listSearchModel);
  const { query } = list;
  const shown = useMemo(() => searchShopItems(eggs, query), [eggs, query]);
  const eggCount = shown.filter((egg) => egg.kind === 'egg').length;
  const otherCount = shown.length - eggCount;
  const count = t('shops.eggs.count', { count: eggCount, n: formatNumber(eggCount, language) });
  return (
    <article className="page wiki-index shop-index">
      <h1>{t('shops.eggs.title')}</h1>
      <p className="lead">{t('shops.eggs.intro')}</p>
      {dropped.length > 0 ? (
        <LinkNotice dropped={dropped} onDismiss={() => dispatch({ type: 'dismissLinkNotice' })} testId="egg-index-link-notice" />
      ) : null}
      {/* Only the search waits for a link's: the prerendered list (every egg) stays readable as it is narrowed. */}
      <Restorable restores="filters">
        <label className="field shop-index__search">
          <span className="field__label">{t('filters.search')}</span>
          <input
            type="search"
            value={query}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => dispatch({ type: 'change', patch: { query: event.target.value } })}
            data-testid="egg-search"
          />
        </label>
        <ListStatus
          count={
            otherCount === 0 ? count : `${count} ${t('shops.eggs.notEggs', { count: otherCount, n: formatNumber(otherCount, language) })}`
          }
          empty={t('shops.eggs.empty')}
          isEmpty={shown.length === 0}
          filtered={query.trim() !== ''}
          onClear={() => dispatch({ type: 'clearFilters' })}
          testId="egg-count"
        />
      </Restorable>
      <ul className="shop-list" data-testid="egg-list">
        {shown.map((egg) => (
          <li key={egg.id} data-egg={egg.id}>
            <Link to={localizePath(language, wikiEggPath(egg.id))}>{egg.name}</Link>{' '}
            <span className="shop-list__facts">
              {egg.kind === 'egg' ? (
                <>
                  <EggPrice price={egg.price} currency={egg.currency} language={language} /> ·{' '}
                  {egg.hatchTimeSeconds === null ? t('ui.unknown') : formatDuration(egg.hatchTimeSeconds, language)} ·{' '}
                  {t('shops.eggs.pets', { count: egg.petCount, n: formatNumber(egg.petCount, language) })}
                </>
              ) : egg.kind === 'chest' ? (
                <>
                  {t('shops.eggs.kind.chest')} · <EggPrice price={egg.price} currency={egg.currency} language={language} />
                </>
              ) : (
                t('shops.eggs.kind.internal')
              )}
            </span>{' '}
            <DataNote asOf={egg.asOf} confidence={egg.confidence} language={language} />
          </li>
        ))}
      </ul>
    </article>
  );
}
