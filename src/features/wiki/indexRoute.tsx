import { useLanguage } from '../../i18n/i18n';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { indexMeta } from './indexMeta';
import { WikiIndex } from './WikiIndex';
import type { WikiIndexData } from './wikiIndexData';

/** The build gives the index its crops (wikiIndex.build.ts). */
const load = ({ buildData }: PageLoadContext) => buildData<WikiIndexData>();

function Component({ crops }: WikiIndexData) {
  return <WikiIndex sortedCrops={crops} language={useLanguage()} />;
}

export default { load, meta: indexMeta, Component } satisfies PageModule<WikiIndexData>;
