import { useMemo } from 'react';
import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { filterCrops, NO_FILTER, TIER_FILTERS, type CropFilter } from '../../lib/cropFilter';
import { searchCrops } from '../../lib/cropSearch';
import { formatNumber } from '../../lib/format';
import { localizePath, PAGE_PATHS } from '../../lib/paths';
import { CROP_INDEX_QUERY_KEYS, cropIndexCodec, DEFAULT_CROP_INDEX, type CropIndexState } from '../../links/cropIndexQuery';
import { listStateModel } from '../../links/listState';
import { useUrlState } from '../../links/urlState';
import { CropFilterFields } from '../../ui/CropFilterFields';
import { drawPicturesWhenNear, pastFirstScreen } from '../../ui/GameIcon';
import { Link } from '../../ui/Link';
import { LinkNotice, linkValues, type LinkReasons } from '../../ui/LinkNotice';
import { ListStatus } from '../../ui/ListStatus';
import { Restorable } from '../../ui/prerenderedHtml';
import { CropCard } from './CropCard';
import type { IndexedCrop } from './wikiIndexData';
import './wiki.css';

/** The crop index's filters (all of them: it has no order of its own to keep). */
const cropIndexModel = listStateModel<CropIndexState>(() => DEFAULT_CROP_INDEX);

/**
 * Every crop as a card, narrowed by a name search and tier and category filters (all in the browser), which the
 * address keeps (src/links/cropIndexQuery.ts), best match first while searching. `sortedCrops`: every crop, sorted by
 * name as the build gives them, the order of the list without a search.
 */
export function WikiIndex({ sortedCrops, language }: { sortedCrops: readonly IndexedCrop[]; language: Language }) {
  const { t } = useI18n();
  const codec = useMemo(() => cropIndexCodec([...new Set(sortedCrops.map((crop) => crop.category))]), [sortedCrops]);
  const [{ list: addressed, dropped }, dispatch] = useUrlState(codec, cropIndexModel);
  // The index has no obtainable filter: it lists every crop, and a crop's page says whether it can be had now.
  const filter: CropFilter = useMemo(() => ({ ...NO_FILTER, ...addressed }), [addressed]);
  const shown = useMemo(() => filterCrops(sortedCrops, filter), [sortedCrops, filter]);
  const shownIds = useMemo(() => new Set(shown.map((crop) => crop.id)), [shown]);
  // While searching, the cards shown come in the search's order, best match first; the hidden ones keep theirs after.
  const ordered = useMemo(
    () => (filter.query.trim() === '' ? sortedCrops : [...shown, ...sortedCrops.filter((crop) => !shownIds.has(crop.id))]),
    [sortedCrops, shown, shownIds, filter.query],
  );
  // Built once per language and only hidden or moved by the filters, so filtering re-renders no card and mounts nothing.
  const cards = useMemo(
    () =>
      new Map(
        sortedCrops.map((crop, index) => [
          crop.id,
          <CropCard crop={crop} language={language} iconDrawnWhenNear={pastFirstScreen(index)} />,
        ]),
      ),
    [sortedCrops, language],
  );
  const filtered = filter.query.trim() !== '' || filter.tier !== '' || filter.category !== '';

  return (
    <article className="page wiki-index">
      <h1>{t('wiki.index.title')}</h1>
      <p className="lead">{t('wiki.index.intro')}</p>
      {/* The wiki's other lists, one list of links: two paragraphs above a list of four read as unfinished. */}
      <ul className="wiki-index__more" data-testid="wiki-index-links">
        <li>
          <Link to={localizePath(language, PAGE_PATHS.petIndex)} data-testid="pet-index-link">
            {t('wiki.index.petsLink')}
          </Link>
        </li>
        <li>
          <Link to={localizePath(language, PAGE_PATHS.mutationIndex)} data-testid="mutation-index-link">
            {t('wiki.index.mutationsLink')}
          </Link>
        </li>
        <li>
          <Link to={localizePath(language, PAGE_PATHS.eggIndex)}>{t('wiki.index.eggsLink')}</Link>
        </li>
        <li>
          <Link to={localizePath(language, PAGE_PATHS.gearIndex)}>{t('wiki.index.gearLink')}</Link>
        </li>
        <li>
          <Link to={localizePath(language, PAGE_PATHS.weather)}>{t('wiki.index.weatherLink')}</Link>
        </li>
        <li>
          <Link to={localizePath(language, PAGE_PATHS.stock)}>{t('wiki.index.stockLink')}</Link>
        </li>
      </ul>
      {dropped.length > 0 ? (
        <LinkNotice
          dropped={dropped}
          reasons={
            {
              tier: t('link.tier', { tiers: linkValues(TIER_FILTERS, language) }),
              category: t('link.category'),
            } satisfies LinkReasons<typeof CROP_INDEX_QUERY_KEYS>
          }
          onDismiss={() => dispatch({ type: 'dismissLinkNotice' })}
          testId="crop-index-link-notice"
        />
      ) : null}
      {/* Only the filters wait for a link's: the prerendered cards (every crop) stay readable as they are narrowed. */}
      <Restorable restores="filters">
        <CropFilterFields
          crops={sortedCrops}
          filter={filter}
          label={t('wiki.index.filters')}
          onChange={(patch) => dispatch({ type: 'change', patch })}
        />
        <ListStatus
          count={t('wiki.index.count', { count: shown.length, n: formatNumber(shown.length, language) })}
          empty={t('wiki.index.empty')}
          isEmpty={shown.length === 0}
          filtered={filtered}
          query={filter.query}
          findByName={(query) => searchCrops(sortedCrops, query)}
          onClear={() => dispatch({ type: 'clearFilters' })}
          testId="crop-count"
        />
      </Restorable>
      <ul className="crop-grid" data-testid="crop-list" ref={drawPicturesWhenNear}>
        {ordered.map((crop) => (
          <li key={crop.id} hidden={!shownIds.has(crop.id)}>
            {cards.get(crop.id)}
          </li>
        ))}
      </ul>
    </article>
  );
}
