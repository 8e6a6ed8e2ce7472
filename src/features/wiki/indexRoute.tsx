import { useLanguage } from '../../i18n/useLanguage';
import type { PageHandle } from '../../lib/pageMeta';
import { indexMeta } from './indexMeta';
import { WikiIndex } from './WikiIndex';

export const handle: PageHandle = { meta: indexMeta };

export function Component() {
  return <WikiIndex language={useLanguage()} />;
}
