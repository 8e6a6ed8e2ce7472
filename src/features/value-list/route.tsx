import { loadTexts } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { categoryLabel } from '../../lib/gameText';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { wikiCropPath } from '../../lib/paths';
import { pageUrl } from '../../lib/siteUrl';
import { openingQueryAt } from '../../links/urlState';
import { DEFAULT_VALUE_LIST, queryNamesMutations, queryNeedsEngine, VALUE_LIST_STATE } from '../../links/valueListQuery';
import type { ValueListData } from './valueListData';
import { ValueListPage, type ValueListProps } from './ValueListPage';
import { defaultRows, filterAndSortRows, loadValueListEngine } from './valueListState';

/**
 * Every crop's row from the build, and the engine when a link or saved list names a fruit or category; with mutations,
 * the calculator's texts too, whose words tell what the game's rules made of them.
 */
async function load({ search, language, buildData }: PageLoadContext): Promise<ValueListProps | null> {
  const opening = openingQueryAt(VALUE_LIST_STATE, search);
  const [data, engine] = await Promise.all([
    buildData<ValueListData>(),
    queryNeedsEngine(opening) ? loadValueListEngine() : null,
    queryNamesMutations(opening) ? loadTexts(language, 'crop') : null,
  ]);
  return data && { data, engine };
}

export default {
  load,
  meta: ({
    t,
    language,
    props: {
      data: { crops },
    },
  }) => {
    const title = t('values.meta.title');
    // The list as the prerendered page shows it: every crop, in the default order, each linking to its wiki page.
    const rows = filterAndSortRows(defaultRows(crops), DEFAULT_VALUE_LIST, (category) => categoryLabel(t, category));
    return {
      title,
      description: t('values.meta.description', { crops: formatNumber(crops.length, language) }),
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: title,
          numberOfItems: rows.length,
          itemListOrder: 'https://schema.org/ItemListOrderDescending',
          itemListElement: rows.map(({ crop }, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crop.name,
            url: pageUrl(language, wikiCropPath(crop.id)),
          })),
        },
      ],
    };
  },
  Component: ValueListPage,
} satisfies PageModule<ValueListProps>;
