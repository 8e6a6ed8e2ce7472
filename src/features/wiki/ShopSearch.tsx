import { useTranslation } from 'react-i18next';
import { MAX_SEARCH_LENGTH } from '../../lib/paths';
import type { ListSearchState } from '../../links/listSearchQuery';
import type { ListAction, ListPageState } from '../../links/listState';
import { LinkNotice } from '../../ui/LinkNotice';
import { ListStatus } from '../../ui/ListStatus';
import { Restorable } from '../../ui/prerenderedHtml';

/** A shop list's search as useUrlState gives it (listSearchQuery.ts). */
export type ShopSearchState = [ListPageState<ListSearchState>, (action: ListAction<ListSearchState>) => void];

/**
 * The name search of the egg and gear indexes and the weather page: a link's unusable values, the field and the count.
 * `testId` names the three (`egg` → `egg-link-notice`, `egg-search`, `egg-count`).
 */
export function ShopSearch({
  search: [{ list, dropped }, dispatch],
  testId,
  count,
  empty,
  isEmpty,
}: {
  search: ShopSearchState;
  testId: string;
  count: string;
  empty: string;
  isEmpty: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {dropped.length > 0 ? (
        <LinkNotice dropped={dropped} onDismiss={() => dispatch({ type: 'dismissLinkNotice' })} testId={`${testId}-link-notice`} />
      ) : null}
      {/* Only the search waits for a link's: the prerendered list stays readable as it is narrowed. */}
      <Restorable restores="filters">
        <label className="field shop-index__search">
          <span className="field__label">{t('filters.search')}</span>
          <input
            type="search"
            value={list.query}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => dispatch({ type: 'change', patch: { query: event.target.value } })}
            data-testid={`${testId}-search`}
          />
        </label>
        <ListStatus
          count={count}
          empty={empty}
          isEmpty={isEmpty}
          filtered={list.query.trim() !== ''}
          nameFindsNothing={isEmpty && list.query.trim() !== ''}
          onClear={() => dispatch({ type: 'clearFilters' })}
          testId={`${testId}-count`}
        />
      </Restorable>
    </>
  );
}
