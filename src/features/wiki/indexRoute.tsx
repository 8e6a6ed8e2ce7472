import { useLanguage } from '../../i18n/useLanguage';
import type { PageHandle, PageProps } from '../../lib/pageMeta';
import { indexMeta } from './indexMeta';
import { WikiIndex } from './WikiIndex';
import type { WikiIndexData } from './wikiIndexData';

export const handle: PageHandle = { meta: indexMeta };

export function Component({ data }: PageProps) {
  // The build gives the index its crops (wikiIndex.build.ts).
  return <WikiIndex sortedCrops={(data as WikiIndexData).crops} language={useLanguage()} />;
}
