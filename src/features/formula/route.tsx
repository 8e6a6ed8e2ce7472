import type { PageHandle } from '../../lib/pageMeta';
import { formulaMeta } from './formulaMeta';
import { FormulaPage } from './FormulaPage';

export const handle: PageHandle = { meta: formulaMeta };

export function Component() {
  return <FormulaPage />;
}
