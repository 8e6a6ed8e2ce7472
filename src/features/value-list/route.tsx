import { formatNumber } from '../../lib/format';
import { categoryLabel } from '../../lib/gameLabels';
import type { PageHandle, PageProps } from '../../lib/pageMeta';
import { localizePath, wikiCropPath } from '../../lib/paths';
import { absoluteUrl } from '../../lib/siteUrl';
import type { ValueListData } from './valueListData';
import { ValueListPage } from './ValueListPage';
import { DEFAULT_VALUE_LIST, valueListCodec } from './valueListQuery';
import { defaultRows, filterAndSortRows } from './valueRows';

/** A link or saved list naming a fruit or category is read with the engine. */
export const urlState = () => valueListCodec;

export const handle: PageHandle = {
  meta: ({ t, language, data }) => {
    const { crops } = data as ValueListData;
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
};

export function Component({ data }: PageProps) {
  return <ValueListPage data={data as ValueListData} />;
}
