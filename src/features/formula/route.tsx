import type { PageHandle, PageProps } from '../../lib/pageMeta';
import { formulaMeta } from './formulaMeta';
import { FormulaPage } from './FormulaPage';
import type { FormulaPageData } from './formulaPageData';

export const handle: PageHandle = { meta: formulaMeta };

export function Component({ data }: PageProps) {
  // The build gives the page every number it shows (formulaPage.build.ts).
  return <FormulaPage data={data as FormulaPageData} />;
}
