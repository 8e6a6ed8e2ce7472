import { formatNumber } from '../../lib/format';
import { categoryLabel } from '../../lib/gameLabels';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { localizePath, wikiCropPath } from '../../lib/paths';
import { absoluteUrl } from '../../lib/siteUrl';
import { loadOpening } from '../../lib/urlState/useUrlState';
import type { ValueListData } from './valueListData';
import { ValueListPage } from './ValueListPage';
import { DEFAULT_VALUE_LIST, valueListCodec } from './valueListQuery';
import { defaultRows, filterAndSortRows } from './valueRows';

/** Every crop's row from the build, and the engine when a link or saved list names a fruit or category. */
async function load({ search, buildData }: PageLoadContext): Promise<ValueListData | null> {
  const [data] = await Promise.all([buildData<ValueListData>(), loadOpening(valueListCodec, search)]);
  return data;
}

export default {
  load,
  meta: ({ t, language, props: { crops } }) => {
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
            url: absoluteUrl(localizePath(language, wikiCropPath(crop.id))),
          })),
        },
      ],
    };
  },
  Component: (data: ValueListData) => <ValueListPage data={data} />,
} satisfies PageModule<ValueListData>;
