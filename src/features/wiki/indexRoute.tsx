import type { PageHandle } from '../../lib/pageMeta';
import { indexMeta } from './indexMeta';
import { WikiIndex } from './WikiIndex';
import { usePageLanguage } from '../../lib/usePageLanguage';

export const handle: PageHandle = { meta: indexMeta };

export function Component() {
  return <WikiIndex language={usePageLanguage()} />;
}
