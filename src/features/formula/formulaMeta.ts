/* Title, description and schema.org data of the formula page: an article, and the proof table as a data set. */
import { LOCALE_TAGS } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import type { PageMeta, PageMetaContext } from '../../lib/pageMeta';
import { PAGE_PATHS } from '../../lib/paths';
import { pageUrl } from '../../lib/siteUrl';
import type { FormulaPageData } from './formulaPageData';

export function formulaMeta({ t, language, props: { proof } }: PageMetaContext<FormulaPageData>): PageMeta {
  const title = t('formula.meta.title');
  const crops = formatNumber(proof.rows.length, language);
  const description = t('formula.meta.description', { crops });
  const url = pageUrl(language, PAGE_PATHS.valueFormula);
  const site = { '@type': 'Organization', name: t('site.name') };
  return {
    title,
    description,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'TechArticle',
        headline: title,
        description,
        inLanguage: LOCALE_TAGS[language],
        url,
        author: site,
        publisher: site,
        isPartOf: { '@type': 'WebSite', name: t('site.name'), url: pageUrl(language, '/') },
        about: { '@type': 'VideoGame', name: 'Grow a Garden' },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Dataset',
        name: t('formula.meta.datasetName'),
        description: t('formula.meta.datasetDescription', { crops }),
        inLanguage: LOCALE_TAGS[language],
        url,
        creator: site,
        isBasedOn: proof.url,
        temporalCoverage: proof.date,
      },
    ],
  };
}
