import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router';
import { i18nFor, useI18n, useLanguage, useShownLanguage } from '../i18n/i18n';
import { localizePath, splitLanguage } from '../lib/paths';
import { isModuleLoadFailure } from './loadFailure';
import './layout.css';

/** Shown instead of a white screen when a page throws or its code cannot be loaded. */
export function RouteError({ error }: { error: unknown }) {
  // Outside the language root there is no i18next provider above it, so it provides its own.
  return (
    <I18nextProvider i18n={i18nFor(useShownLanguage(splitLanguage(useLocation().pathname).language))}>
      <ErrorPanel error={error} />
    </I18nextProvider>
  );
}

function ErrorPanel({ error }: { error: unknown }) {
  const { t } = useI18n();
  const language = useLanguage();
  const loadFailed = isModuleLoadFailure(error);
  // Offline, a page whose HTML the worker did not keep cannot load: the dropped connection is the reason, not a deploy.
  const offline = loadFailed && !navigator.onLine;
  const title = loadFailed ? t('chunkError.title') : t('error.title');
  // The tab says it too: it kept the title of the page that failed, or offline, where the worker's shell stands in for a
  // page not kept, only the site's name. Given back when the panel goes: a page opened after it on the address the
  // prerender wrote its head for leaves the title as it finds it (useDocumentHead).
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);

  return (
    <div className="error-panel" role="alert" data-testid={loadFailed ? 'load-error' : 'route-error'}>
      <h1 className="error-panel__title">{title}</h1>
      <p>{offline ? t('chunkError.offline') : loadFailed ? t('chunkError.body') : t('error.body')}</p>
      <div className="error-panel__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {loadFailed ? t('chunkError.retry') : t('error.retry')}
        </button>
        {/* A plain link: the router itself may be what failed. */}
        <a className="button" href={localizePath(language, '/')}>
          {t('error.home')}
        </a>
      </div>
    </div>
  );
}
