import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { formulaMeta } from './formulaMeta';
import { FormulaPage } from './FormulaPage';
import type { FormulaPageData } from './formulaPageData';

/** The build gives the page every number it shows (formulaPage.build.ts). */
const load = ({ buildData }: PageLoadContext) => buildData<FormulaPageData>();

export default {
  load,
  meta: formulaMeta,
  Component: (data: FormulaPageData) => <FormulaPage data={data} />,
} satisfies PageModule<FormulaPageData>;
