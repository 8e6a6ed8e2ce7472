import { useTranslation } from 'react-i18next';
import { GAME_DATA_VERSION } from '../game/version';
import { useLanguage } from '../i18n/useLanguage';
import { formatMonthYear } from '../lib/format';
import { FormulaLink } from '../ui/FormulaLink';

export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <footer className="site-footer">
      <p data-testid="fan-disclaimer">{t('footer.disclaimer')}</p>
      <p>{t('footer.dataVersion', { date: formatMonthYear(GAME_DATA_VERSION, language) })}</p>
      <FormulaLink />
    </footer>
  );
}
