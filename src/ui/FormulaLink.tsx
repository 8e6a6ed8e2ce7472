import { useI18n, useLanguage } from '../i18n/i18n';
import { localizePath, PAGE_PATHS } from '../lib/paths';
import { Link } from './Link';

/** The one short link to the page that explains the value formula and proves it (common texts, so any page can show it). */
export function FormulaLink({ className }: { className?: string }) {
  const { t } = useI18n();
  const language = useLanguage();
  return (
    <p className={className}>
      <Link to={localizePath(language, PAGE_PATHS.valueFormula)}>{t('ui.formulaLink')}</Link>
    </p>
  );
}
