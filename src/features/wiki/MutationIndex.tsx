import { useMemo } from 'react';
import { MUTATION_GROUPS } from '../../game';
import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatMultiplier, formatNumber } from '../../lib/format';
import { mutationGroupLabel } from '../../lib/gameText';
import { searchMutations } from '../../lib/mutationSearch';
import { sortParam } from '../../links/listParams';
import { listStateModel } from '../../links/listState';
import {
  DEFAULT_MUTATION_INDEX,
  MUTATION_INDEX_QUERY_KEYS,
  mutationIndexCodec,
  type MutationIndexState,
  type MutationSort,
} from '../../links/mutationIndexQuery';
import { useUrlState } from '../../links/urlState';
import { LinkNotice, linkValues, type LinkReasons } from '../../ui/LinkNotice';
import { ListSearchField } from '../../ui/ListSearchField';
import { ListSelect } from '../../ui/ListSelect';
import { ListStatus } from '../../ui/ListStatus';
import { MutationLink } from '../../ui/MutationLink';
import { Restorable } from '../../ui/prerenderedHtml';
import { Breadcrumbs } from './Breadcrumbs';
import { wikiListTrail } from './listTrail';
import type { MutationIndexData } from './mutationIndexData';
import { filterMutations } from './mutationList';
import './wiki.css';

/** Every order the list offers: each column both ways. */
const SORTS: readonly MutationSort[] = [
  { column: 'name', descending: false },
  { column: 'name', descending: true },
  { column: 'multiplier', descending: true },
  { column: 'multiplier', descending: false },
];

/** The search and the group are cleared; the order is no filter and stays. */
const mutationIndexModel = listStateModel<MutationIndexState>((list) => ({
  ...list,
  query: DEFAULT_MUTATION_INDEX.query,
  group: DEFAULT_MUTATION_INDEX.group,
}));

/** Every mutation, found by a forgiving name search, narrowed by group and sorted by name or multiplier. */
/** The variants a search names ("gold", "Rainbow Moon Mango"): a variant's name in the search, or a search of 3 letters or more begins one. */
function variantsNamedIn(query: string, variants: MutationIndexData['variants']): MutationIndexData['variants'] {
  const words = query.trim().toLowerCase();
  if (words.length < 3) return [];
  return variants.filter(({ name }) => {
    const variant = name.toLowerCase();
    return variant.startsWith(words) || words.split(/\s+/).includes(variant);
  });
}

export function MutationIndex({ mutations, variants, language }: MutationIndexData & { language: Language }) {
  const { t } = useI18n();
  const [{ list, dropped }, dispatch] = useUrlState(mutationIndexCodec, mutationIndexModel);
  const shown = useMemo(() => filterMutations(mutations, list), [mutations, list]);
  const filtered = list.query.trim() !== '' || list.group !== '';
  const namedVariants = variantsNamedIn(list.query, variants);

  return (
    <article className="page wiki-index mutation-index">
      <Breadcrumbs crumbs={wikiListTrail(t, 'mutations')} language={language} />
      <h1>{t('wiki.mutations.title')}</h1>
      <p className="lead">{t('wiki.mutations.intro')}</p>
      {dropped.length > 0 ? (
        <LinkNotice
          dropped={dropped}
          // The values as a link writes them, not the names the fields show.
          reasons={
            {
              sort: t('link.choice', { options: linkValues(SORTS.map(sortParam), language) }),
              group: t('link.choice', { options: linkValues(MUTATION_GROUPS, language) }),
            } satisfies LinkReasons<typeof MUTATION_INDEX_QUERY_KEYS>
          }
          onDismiss={() => dispatch({ type: 'dismissLinkNotice' })}
          testId="mutation-index-link-notice"
        />
      ) : null}
      {/* Only the filters wait for a link's: the prerendered list (every mutation) stays readable as it is narrowed. */}
      <Restorable restores="filters">
        <fieldset className="panel pet-filters">
          <legend>{t('wiki.mutations.filters')}</legend>
          <ListSearchField
            value={list.query}
            onChange={(query) => dispatch({ type: 'change', patch: { query } })}
            testId="mutation-search"
          />
          <ListSelect
            label={t('wiki.mutations.group')}
            value={list.group}
            choices={MUTATION_GROUPS.map((group) => ({ value: group, label: mutationGroupLabel(t, group) }))}
            all={t('wiki.mutations.allGroups')}
            onChange={(group) => dispatch({ type: 'change', patch: { group } })}
            testId="mutation-group-filter"
          />
          <ListSelect
            label={t('wiki.mutations.sort')}
            value={sortParam(list.sort)}
            choices={SORTS.map((sort) => ({ value: sortParam(sort), label: t(`wiki.mutations.sorts.${sortParam(sort) as 'name'}`) }))}
            onChange={(value) => {
              const sort = SORTS.find((candidate) => sortParam(candidate) === value);
              if (sort) dispatch({ type: 'change', patch: { sort } });
            }}
            testId="mutation-sort"
          />
        </fieldset>
        <ListStatus
          count={t('wiki.mutations.count', { count: shown.length, n: formatNumber(shown.length, language) })}
          empty={t('wiki.mutations.empty')}
          isEmpty={shown.length === 0}
          filtered={filtered}
          query={list.query}
          findByName={(query) => searchMutations(mutations, query)}
          onClear={() => dispatch({ type: 'clearFilters' })}
          testId="mutation-count"
        />
        {namedVariants.map(({ name, multiplier }) => (
          <p key={name} data-testid="mutation-variant-note">
            {t('wiki.mutations.variantNote', { name, multiplier: formatMultiplier(multiplier, language) })}
          </p>
        ))}
      </Restorable>
      <ul className="pet-links mutation-index__list" data-testid="mutation-list">
        {shown.map((mutation) => (
          <li key={mutation.id} data-mutation={mutation.id} data-multiplier={mutation.multiplier}>
            <MutationLink mutation={mutation} language={language} />{' '}
            <span className="mutation-index__multiplier">{formatMultiplier(mutation.multiplier, language)}</span>{' '}
            <span className="pet-links__rarity">{mutationGroupLabel(t, mutation.group)}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
