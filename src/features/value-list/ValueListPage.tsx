import type { TFunction } from 'i18next';
import { Fragment, memo, useId, useMemo, useState } from 'react';
import { firstSeenOf, obtainableNotYetInFiles } from '../../game/version';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { gameWordLang, type Language } from '../../i18n/languages';
import { OBTAINABLE_FILTERS, TIER_FILTERS } from '../../lib/cropFilter';
import { searchCrops } from '../../lib/cropSearch';
import { formatList, formatNumber, numberSigns, splitAfterDigitGroups } from '../../lib/format';
import {
  categoryLabel,
  formatFirstSeen,
  formatSheckles,
  formatWeight,
  obtainableHeading,
  obtainableLabel,
  unknownAfter,
} from '../../lib/gameText';
import { localizePath, wikiCropPath } from '../../lib/paths';
import { useAfterLoading } from '../../lib/useAfterLoading';
import { encodeValueListQuery, VALUE_LIST_QUERY_KEYS, type Sort, type SortColumn, type ValueListState } from '../../links/valueListQuery';
import { AnswerAnnouncement } from '../../ui/AnswerAnnouncement';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { CropFilterFields } from '../../ui/CropFilterFields';
import { FormulaLink } from '../../ui/FormulaLink';
import { describeLinkChanges } from '../../ui/fruit/mutationWording';
import { drawPicturesWhenNear, GameIcon, pastFirstScreen } from '../../ui/GameIcon';
import { groupBreak } from '../../ui/groupBreak';
import { LinkNotice, linkValues, type LinkReasons } from '../../ui/LinkNotice';
import { ListSelect } from '../../ui/ListSelect';
import { ListStatus } from '../../ui/ListStatus';
import { Notice } from '../../ui/Notice';
import { PrerenderedUntilChanged, Restorable } from '../../ui/prerenderedHtml';
import { TierBadge } from '../../ui/TierBadge';
import type { ValueListCrop, ValueListData } from './valueListData';
import {
  defaultRows,
  filterAndSortRows,
  FRUIT_PRESETS,
  isDefaultFruit,
  loadValueListEngine,
  presetOf,
  reduceValueList,
  useValueListState,
  type GameName,
  type ValueListAction,
  type ValueListEngine,
} from './valueListState';
import '../../ui/scrollShadows.css';
import './valueList.css';

/** The list's order in words, as a screen reader is told it; the obtainable column's, as which crops come first. */
function sortedText(t: TFunction, sort: Sort, columnLabels: Record<SortColumn, string>): string {
  if (sort.column === 'obtainable') return t(sort.descending ? 'values.table.sortedObtainableFirst' : 'values.table.sortedObtainableLast');
  return t(sort.descending ? 'values.table.sortedDescending' : 'values.table.sortedAscending', { column: columnLabels[sort.column] });
}

/** Columns that read best largest first when first chosen; the others start from A or the first tier. */
const LARGEST_FIRST: ReadonlySet<SortColumn> = new Set(['base', 'weight', 'floor', 'value', 'obtainable', 'firstSeen']);
/** Columns of numbers, aligned to the end. */
const NUMBER_COLUMNS: ReadonlySet<SortColumn> = new Set(['base', 'weight', 'floor', 'value']);

/**
 * The table's columns in the order shown, each row's cells in the same order (ValueListRow, and valueList.css counts
 * them): the value right after the crop, what a player comes for, so a phone shows the two side by side.
 */
export const TABLE_COLUMNS = [
  'name',
  'value',
  'base',
  'weight',
  'floor',
  'tier',
  'category',
  'obtainable',
  'firstSeen',
] as const satisfies readonly SortColumn[];

/** The page's props: the build's rows, and the engine when the address it opened at names a fruit or category. */
export interface ValueListProps {
  data: ValueListData;
  engine: ValueListEngine | null;
}

/** The game's names of the list's mutations: a list with any was opened or chosen with the engine in. */
const mutationNames = (ids: readonly string[], engine: ValueListEngine | null, gameName: GameName) =>
  ids.map((id) => engine?.mutationName(id) ?? gameName(id));

function useFruitName(list: ValueListState, gameName: GameName, engine: ValueListEngine | null, language: Language): string {
  const { t } = useI18n();
  if (list.maxSet) return t('values.fruitName.max');
  if (list.variantId === 'normal' && list.mutationIds.length === 0) return t('values.fruitName.normal');
  const names = [gameName(list.variantId), ...mutationNames(list.mutationIds, engine, gameName)];
  return formatList(list.variantId === 'normal' ? names.slice(1) : names, language);
}

/**
 * A crop's value, whose number breaks only after a digit group (groupBreak), and only when it is wider than its
 * column: on a phone the global `overflow-wrap: break-word` split 311 of the max set's values inside their digits
 * ("14,866,500,00" over "0 Sheckles"). The number starts the cell in every language, so one that fits goes to its line
 * whole and the line breaks before its unit, with no element to keep it whole (BreakableNumbers' span would cost 533
 * rows of it).
 */
function valueText(t: TFunction, value: number, language: Language) {
  return splitAfterDigitGroups(formatSheckles(t, value, language), numberSigns(language).group).map((piece, at) => (
    <Fragment key={at}>
      {at > 0 ? groupBreak() : null}
      {piece}
    </Fragment>
  ));
}

interface ValueListRowProps {
  crop: ValueListCrop;
  value: number;
  language: Language;
  /** The page's: a hook in each of 500 rows was a large part of their render time (docs/performance.md). */
  t: TFunction;
  /** Past the list's first screen: its icon's picture is drawn when near. A boolean, so a sort re-renders few rows. */
  iconDrawnWhenNear: boolean;
  exportAfterObtainable: ValueListData['exportAfterObtainable'];
}

/**
 * One crop's row; unchanged rows are not rendered again when the list is sorted or filtered. Its link is a plain one
 * (a full load of the crop's prerendered page), as a router link's hooks in every row cost more than they save.
 * Number cells are styled by their place in the row (valueList.css) rather than a class each.
 */
const ValueListRow = memo(function ValueListRow({ crop, value, language, t, iconDrawnWhenNear, exportAfterObtainable }: ValueListRowProps) {
  const notYetInFiles = obtainableNotYetInFiles(crop, exportAfterObtainable);
  const obtainable = obtainableLabel(t, language, { obtainable: crop.obtainable, notYetInFiles, removal: crop.removal ?? null });
  return (
    <tr role="row" data-crop-id={crop.id} data-value={value}>
      <th scope="row" role="rowheader">
        <GameIcon kind="crop" id={crop.id} tier={crop.tier} drawnWhenNear={iconDrawnWhenNear} />
        <a href={localizePath(language, wikiCropPath(crop.id))} lang={gameWordLang(language)}>
          {crop.name}
        </a>
      </th>
      <td role="cell">{valueText(t, value, language)}</td>
      <td role="cell">{formatNumber(crop.baseValue, language)}</td>
      <td role="cell">{crop.baseWeight === null ? unknownAfter(t, 'facts.baseWeight') : formatWeight(crop.baseWeight, language)}</td>
      <td role="cell">{formatNumber(crop.priceFloorValue, language)}</td>
      <td role="cell">{crop.tier === null ? unknownAfter(t, 'facts.tier') : <TierBadge tier={crop.tier} t={t} />}</td>
      <td role="cell">{categoryLabel(t, crop.category)}</td>
      <td role="cell">{crop.removal ? <span className="value-list-table__removed">{obtainable}</span> : obtainable}</td>
      <td role="cell" data-first-seen={crop.firstSeen ?? undefined}>
        {formatFirstSeen(t, firstSeenOf(crop.firstSeen), language, 'values.table.firstSeen')}
      </td>
    </tr>
  );
});

/** Every crop's value per fruit, as a table sorted and filtered as the address says. */
export function ValueListPage({ data, engine: openedWith }: ValueListProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const [engine, setEngine] = useState(openedWith);
  const [pageState, dispatch] = useValueListState(openedWith);
  const { list, dropped, linkChanges } = pageState;
  // A fruit chosen here shows as chosen at once, while the engine that values it loads (a tap seemed to do nothing for
  // as long on a slow phone); the rows keep the values they have until it is in.
  const [choosing, setChoosing] = useState<ValueListAction | null>(null);
  const chosen = choosing === null ? list : reduceValueList(pageState, choosing).list;
  const afterLoading = useAfterLoading();
  const { variantId, mutationIds, maxSet } = list;
  const rows = useMemo(() => {
    const fruit = { variantId, mutationIds, maxSet };
    return isDefaultFruit(fruit) || engine === null ? defaultRows(data.crops) : engine.valueRows(data.crops, fruit);
  }, [data.crops, engine, variantId, mutationIds, maxSet]);
  const shown = useMemo(() => filterAndSortRows(rows, list, (category) => categoryLabel(t, category)), [rows, list, t]);
  const gameName: GameName = (gameId) =>
    data.variants.find((variant) => variant.id === gameId)?.name ?? data.presetMutationNames[gameId] ?? gameId;
  const mutationNameOf = (mutationId: string) => engine?.mutationName(mutationId) ?? gameName(mutationId);
  const fruitName = useFruitName(list, gameName, engine, language);
  // A fruit chosen here is valued by the engine, which loads first (the default list came with the page).
  const chooseFruit = (action: ValueListAction) => {
    setChoosing(action);
    afterLoading(loadValueListEngine(), (loaded) => {
      setEngine(loaded);
      dispatch(action);
      // A later choice still loading keeps showing.
      setChoosing((latest) => (latest === action ? null : latest));
    });
  };
  const preset = presetOf(list);
  const columnLabels: Record<SortColumn, string> = {
    name: t('values.table.crop'),
    tier: t('facts.tier'),
    category: t('facts.category'),
    obtainable: obtainableHeading(t, language),
    base: t('facts.baseValue'),
    weight: t('facts.baseWeight'),
    floor: t('facts.priceFloorValue'),
    value: t('values.table.value'),
    firstSeen: t('values.table.firstSeen'),
  };
  const sortBy = (column: SortColumn): Sort =>
    list.sort.column === column ? { column, descending: !list.sort.descending } : { column, descending: LARGEST_FIRST.has(column) };
  const filtered = list.query.trim() !== '' || list.tier !== '' || list.category !== '' || list.obtainable !== '';
  // A link's variant and mutations are unused only beside set=max (see decodeValueListQuery).
  const maxSetReason = t('values.link.maxSet', { variant: gameName(data.maxSetVariant) });

  return (
    <article className="page value-list">
      <h1>{t('values.title')}</h1>
      <p className="lead">{t('values.intro')}</p>
      <FormulaLink />
      {dropped.length > 0 || linkChanges.length > 0 ? (
        <LinkNotice
          dropped={dropped}
          reasons={
            {
              sort: t('values.link.sort'),
              set: t('values.link.set'),
              // As a link writes them, which the sentence asks for: ids, not the names the page shows.
              variant: t('link.variant', {
                variants: linkValues(
                  data.variants.map((variant) => variant.id),
                  language,
                ),
              }),
              tier: t('link.tier', { tiers: linkValues(TIER_FILTERS, language) }),
              category: t('link.category'),
              obtainable: t('link.choice', { options: linkValues(OBTAINABLE_FILTERS, language) }),
              m: t('link.mutation'),
            } satisfies LinkReasons<typeof VALUE_LIST_QUERY_KEYS>
          }
          unusedReasons={{ variant: maxSetReason, m: maxSetReason }}
          onDismiss={() => dispatch({ type: 'dismissLinkNotice' })}
          testId="value-list-link-notice"
        >
          {/* In the calculator's words (its texts load with a link that names mutations: see route.tsx). */}
          {linkChanges.length > 0 ? (
            <p data-testid="value-list-link-changes">{describeLinkChanges(linkChanges, t, language, mutationNameOf)}</p>
          ) : null}
        </LinkNotice>
      ) : null}
      <Restorable>
        <section className="panel value-list__fruit" aria-labelledby={`${id}-fruit`}>
          <h2 id={`${id}-fruit`} className="value-list__heading">
            {t('values.fruit.heading')}
          </h2>
          <ChoiceGroup
            legend={t('values.fruit.presets')}
            testId="fruit-presets"
            choices={FRUIT_PRESETS.map((choice) => ({
              value: choice.id,
              label: choice.label(t, gameName),
              lang: choice.gameWords ? gameWordLang(language) : undefined,
            }))}
            value={presetOf(chosen)?.id ?? ''}
            onChange={(presetId) => {
              const picked = FRUIT_PRESETS.find((candidate) => candidate.id === presetId);
              if (picked) chooseFruit({ type: 'fruit', ...picked.fruit });
            }}
            hint={t('values.fruit.maxHint', { variant: gameName(data.maxSetVariant) })}
          />
          <ListSelect
            label={t('values.fruit.variant')}
            // With set=max the select shows the max set as its choice; picking a variant leaves it.
            value={chosen.maxSet ? '' : chosen.variantId}
            all={chosen.maxSet ? t('values.fruit.max') : undefined}
            choices={data.variants.map((variant) => ({ value: variant.id, label: variant.name, lang: gameWordLang(language) }))}
            onChange={(variantId) => {
              if (variantId !== '') chooseFruit({ type: 'variant', variantId });
            }}
            testId="variant-select"
          />
          {!preset && list.mutationIds.length > 0 ? (
            <p className="value-list__custom" data-testid="custom-fruit">
              {t('values.fruit.custom', {
                mutations: formatList(mutationNames(list.mutationIds, engine, gameName), language),
              })}
            </p>
          ) : null}
          {/* Every crop is valued with the list's mutations, even one the sources report only on some crops. */}
          {(engine?.cropLimitsOf(list.mutationIds) ?? []).map(({ mutationId, cropNames }) => (
            <Notice key={mutationId} tone="warning" announce={false} data-testid="value-list-crop-limit">
              {t('values.fruit.cropLimit', { mutation: mutationNameOf(mutationId), crops: formatList(cropNames, language) })}
            </Notice>
          ))}
        </section>
        <CropFilterFields
          crops={data.crops}
          filter={list}
          label={t('values.filters.label')}
          withObtainable
          onChange={(patch) => dispatch({ type: 'filter', patch })}
        />
        <ListStatus
          count={t('values.count', { count: shown.length, n: formatNumber(shown.length, language) })}
          empty={t('values.empty')}
          isEmpty={shown.length === 0}
          filtered={filtered}
          query={list.query}
          findByName={(query) => searchCrops(data.crops, query)}
          onClear={() => dispatch({ type: 'clearFilters' })}
          testId="value-count"
        />
        <div
          className="value-list-table__scroll scroll-shadows"
          role="region"
          aria-label={t('values.table.scrollRegion')}
          // Its values are about to change to the fruit just chosen.
          aria-busy={choosing !== null || undefined}
          tabIndex={0}
        >
          {/* The roles are said outright: the rows are laid out as grids, and some screen readers then drop a table's. */}
          <table className="value-list-table" role="table" data-testid="value-list-table" ref={drawPicturesWhenNear}>
            <caption>
              {t('values.table.caption', { fruit: fruitName })}
              {/* Those two columns are the crop's facts, the same whatever fruit the list values. */}
              {isDefaultFruit(list) ? null : (
                <span className="value-list-table__normal-columns" data-testid="value-list-normal-columns">
                  {t('values.table.normalColumns', { base: columnLabels.base, floor: columnLabels.floor })}
                </span>
              )}
            </caption>
            <thead role="rowgroup">
              <tr role="row">
                {TABLE_COLUMNS.map((column) => {
                  const active = list.sort.column === column;
                  return (
                    <th
                      key={column}
                      scope="col"
                      role="columnheader"
                      aria-sort={active ? (list.sort.descending ? 'descending' : 'ascending') : undefined}
                      className={NUMBER_COLUMNS.has(column) ? 'value-list-table__number' : undefined}
                    >
                      {/* Named by its column alone, which the header takes as its name (a label "Sort by Value" made every
                          cell read "Sort by Value, 1,000,000"); aria-sort says the order. */}
                      <button
                        type="button"
                        className="value-list-table__sort"
                        data-sort={column}
                        onClick={() => dispatch({ type: 'sort', sort: sortBy(column) })}
                        // The browser scrolls a focused control into view only when none of it shows: reached by Tab,
                        // a button half under the sticky crop column or past the box's end stayed so. Its scroll margin
                        // (valueList.css) keeps it clear of that column.
                        onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
                      >
                        {columnLabels[column]}
                        <span className="value-list-table__arrow" aria-hidden="true">
                          {active ? (list.sort.descending ? '▼' : '▲') : ''}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            {/* The rows as prerendered are plain HTML until the list is first sorted, filtered or valued otherwise. */}
            <PrerenderedUntilChanged unchanged={encodeValueListQuery(list) === ''}>
              <tbody role="rowgroup">
                {shown.map(({ crop, value }, index) => (
                  <ValueListRow
                    key={crop.id}
                    crop={crop}
                    value={value}
                    language={language}
                    t={t}
                    iconDrawnWhenNear={pastFirstScreen(index)}
                    exportAfterObtainable={data.exportAfterObtainable}
                  />
                ))}
              </tbody>
            </PrerenderedUntilChanged>
          </table>
        </div>
        {/* A header's aria-sort is read when it is reached, not when it changes under the button just pressed. */}
        <AnswerAnnouncement answer={sortedText(t, list.sort, columnLabels)} testId="value-list-sort-announcement" />
      </Restorable>
    </article>
  );
}
