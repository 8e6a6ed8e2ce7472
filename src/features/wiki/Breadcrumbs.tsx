import { useI18n } from '../../i18n/i18n';
import { gameWordLang, type Language } from '../../i18n/languages';
import { localizePath } from '../../lib/paths';
import type { Crumb } from '../../lib/structuredData';
import { Link } from '../../ui/Link';

/** The trail above the title; the last crumb is the current page, so it is not a link. */
export function Breadcrumbs({ crumbs, language }: { crumbs: readonly Crumb[]; language: Language }) {
  const { t } = useI18n();
  return (
    <nav className="breadcrumbs" aria-label={t('wiki.page.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page" lang={crumb.gameName ? gameWordLang(language) : undefined}>
                {crumb.name}
              </span>
            ) : (
              <Link to={localizePath(language, crumb.path)}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
