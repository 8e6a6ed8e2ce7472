import { useMemo } from 'react';
import { useI18n } from '../../../i18n/i18n';
import { gameWordLang, type Language } from '../../../i18n/languages';
import { formatIsoDate, formatNumber } from '../../../lib/format';
import { localizePath, wikiEggPath } from '../../../lib/paths';
import { formatDuration } from '../../../lib/shopFormat';
import { searchShopItems } from '../../../lib/shopSearch';
import { eggIndexCodec, listSearchModel } from '../../../links/listSearchQuery';
import { useUrlState } from '../../../links/urlState';
import { DataNote } from '../../../ui/DataNote';
import { Link } from '../../../ui/Link';
import { Breadcrumbs } from '../Breadcrumbs';
import { wikiListTrail } from '../listTrail';
import { ShopSearch } from '../ShopSearch';
import type { IndexedEgg } from './eggData';
import { EggPrice } from './EggPrice';
import { oddsSourceText } from './oddsSource';
import '../wiki.css';

/**
 * Every egg, found by the site's forgiving name search (aliases too). The data also holds a chest and an internal entry
 * among its eggs: they are listed as what they are and not counted as eggs.
 */
export function EggIndex({ eggs, language }: { eggs: readonly IndexedEgg[]; language: Language }) {
  const { t } = useI18n();
  const search = useUrlState(eggIndexCodec, listSearchModel);
  const { query } = search[0].list;
  const shown = useMemo(() => searchShopItems(eggs, query), [eggs, query]);
  const eggCount = shown.filter((egg) => egg.kind === 'egg').length;
  const otherCount = shown.length - eggCount;
  const count = t('shops.eggs.count', { count: eggCount, n: formatNumber(eggCount, language) });
  return (
    <article className="page wiki-index shop-index">
      <Breadcrumbs crumbs={wikiListTrail(t, 'eggs')} language={language} />
      <h1>{t('shops.eggs.title')}</h1>
      <p className="lead">{t('shops.eggs.intro')}</p>
      <ShopSearch
        search={search}
        findByName={(query) => searchShopItems(eggs, query)}
        testId="egg"
        count={
          otherCount === 0 ? count : `${count} ${t('shops.eggs.notEggs', { count: otherCount, n: formatNumber(otherCount, language) })}`
        }
        empty={t('shops.eggs.empty')}
        isEmpty={shown.length === 0}
      />
      <ul className="shop-list" data-testid="egg-list">
        {shown.map((egg) => (
          <li key={egg.id} data-egg={egg.id}>
            <Link to={localizePath(language, wikiEggPath(egg.id))} lang={gameWordLang(language)}>
              {egg.name}
            </Link>{' '}
            <span className="shop-list__facts">
              {egg.kind === 'egg' ? (
                <>
                  {/* Each fact the data lacks says which it is: "unknown · unknown · 0 pets" named none of them. */}
                  {egg.price === null ? (
                    t('shop.priceUnknown')
                  ) : (
                    <EggPrice price={egg.price} currency={egg.currency} language={language} />
                  )}{' '}
                  {egg.priceAsOf === null || egg.priceAsOf === egg.asOf ? null : (
                    // Older than the date the entry ends with, which is its odds': so that date is not read as the price's.
                    <>{t('shops.eggs.priceAsOf', { date: formatIsoDate(egg.priceAsOf, language) })} </>
                  )}
                  · {egg.hatchTimeSeconds === null ? t('shops.eggs.hatchTimeUnknown') : formatDuration(egg.hatchTimeSeconds, language)} ·{' '}
                  {egg.petCount === 0
                    ? t('shops.eggs.petsUnknown')
                    : t('shops.eggs.pets', { count: egg.petCount, n: formatNumber(egg.petCount, language) })}
                </>
              ) : egg.kind === 'chest' ? (
                <>
                  {t('shops.eggs.kind.chest')} · <EggPrice price={egg.price} currency={egg.currency} language={language} />
                </>
              ) : (
                t('shops.eggs.kind.internal')
              )}
            </span>{' '}
            <DataNote asOf={egg.asOf} confidence={egg.confidence} undated="numbers" language={language}>
              {/* After the date, which is of the egg's numbers (its price's copy, for most), not of its odds. */}
              {egg.oddsSource === null ? undefined : oddsSourceText(t, egg.oddsSource)}
            </DataNote>
          </li>
        ))}
      </ul>
    </article>
  );
}
