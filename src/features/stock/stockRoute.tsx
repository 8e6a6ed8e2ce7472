import { useLanguage } from '../../i18n/i18n';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { PAGE_PATHS } from '../../lib/paths';
import { breadcrumbList, webPage } from '../../lib/structuredData';
import type { StockPageData } from './stockData';
import { StockPage } from './StockPage';

/** The build gives the page its clocks and shop items (stock.build.ts). */
const load = ({ buildData }: PageLoadContext) => buildData<StockPageData>();

function Component(data: StockPageData) {
  return <StockPage {...data} language={useLanguage()} />;
}

export default {
  load,
  meta: ({ t, language }) => {
    const title = t('stock.meta.title');
    const description = t('stock.meta.description');
    const siteName = t('site.name');
    return {
      title,
      description,
      structuredData: [
        webPage({ type: 'WebPage', title, description, path: PAGE_PATHS.stock, language, siteName }),
        breadcrumbList(
          [
            { name: siteName, path: PAGE_PATHS.cropCalculator },
            { name: t('nav.stock'), path: PAGE_PATHS.stock },
          ],
          language,
        ),
      ],
    };
  },
  Component,
} satisfies PageModule<StockPageData>;
