import type { TFunction } from 'i18next';
import { directionOf, LOCALE_TAGS, type Language } from '../i18n/languages';
import { localizePath, PAGE_PATHS } from '../lib/paths';

/**
 * What the app shell (404.html, the page a host answers an unknown address with) says to a visitor without scripts:
 * the shell has no page of its own, so it would be blank. Its language is not known, so it speaks every one.
 */
export function ShellNoScript({ texts }: { texts: readonly { language: Language; t: TFunction }[] }) {
  return (
    <>
      {texts.map(({ language, t }) => (
        <section key={language} lang={LOCALE_TAGS[language]} dir={directionOf(language)}>
          <p>
            {t('notFound.noScript')} <a href={localizePath(language, PAGE_PATHS.cropCalculator)}>{t('error.home')}</a>
          </p>
          <p>{t('footer.disclaimer')}</p>
        </section>
      ))}
    </>
  );
}
