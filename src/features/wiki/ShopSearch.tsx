import type { ListSearchState } from '../../links/listSearchQuery';
import type { ListAction, ListPageState } from '../../links/listState';
import { LinkNotice } from '../../ui/LinkNotice';
import { ListSearchField } from '../../ui/ListSearchField';
import { ListStatus } from '../../ui/ListStatus';
import { Restorable } from '../../ui/prerenderedHtml';

/** A shop list's search as useUrlState gives it (listSearchQuery.ts). */
export type ShopSearchState = [ListPageState<ListSearchState>, (action: ListAction<ListSearchState>) => void];

/**
 * The name search of the egg index and the weather page: a link’s unusable values, the field and the count.
 * `testId` names the three (`egg` → `egg-link-notice`, `egg-search`, `egg-count`).
 */
export function ShopSearch({
  search: [{ list, dropped }, dispatch],
  testId,
  count,
  empty,
  isEmpty,
  findByName,
}: {
  search: ShopSearchState;
  testId: string;
  count: string;
  empty: string;
  isEmpty: boolean;
  findByName: (query: string) => readonly unknown[];
}) {
  return (
    <>
      {dropped.length > 0 ? (
        <LinkNotice dropped={dropped} onDismiss={() => dispatch({ type: 'dismissLinkNotice' })} testId={`${testId}-link-notice`} />
      ) : null}
      {/* Only the search waits for a link's: the prerendered list stays readable as it is narrowed. */}
      <Restorable restores="filters">
        <ListSearchField
          className="shop-index__search"
          value={list.query}
          onChange={(query) => dispatch({ type: 'change', patch: { query } })}
          testId={`${testId}-search`}
        />
        <ListStatus
          count={count}
          empty={empty}
          isEmpty={isEmpty}
          filtered={list.query.trim() !== ''}
          query={list.query}
          findByName={findByName}
          onClear={() => dispatch({ type: 'clearFilters' })}
          testId={`${testId}-count`}
        />
      </Restorable>
    </>
  );
}
