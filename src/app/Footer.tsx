import { GAME_DATA_VERSION } from '../game/version';
import { useI18n, useLanguage } from '../i18n/i18n';
import { formatIsoDate } from '../lib/format';
import { changelogPath } from '../lib/paths';
import { FormulaLink } from '../ui/FormulaLink';
import { Link } from '../ui/Link';

export function Footer() {
  const { t } = useI18n();
  const language = useLanguage();
  return (
    <footer className="site-footer">
      <p data-testid="fan-disclaimer">{t('footer.disclaimer')}</p>
      <p>
        <Link to={changelogPath(language)} data-testid="data-version">
          {t('footer.dataVersion', { date: formatIsoDate(GAME_DATA_VERSION, language) })}
        </Link>
      </p>
      <FormulaLink />
    </footer>
  );
}
