import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { UpdatePrompt } from './UpdatePrompt';
import { useScrollRestoration } from './useScrollRestoration';
import './layout.css';

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <UpdatePrompt />
      <main id="main" className="site-main" tabIndex={-1}>
        {/* The page's code comes later than the frame's: until it is in, hydration keeps its prerendered HTML and a
            navigation keeps the current page. */}
        <Suspense fallback={null}>
          {/* A page's error shows here, with header and footer still there; another page starts afresh. */}
          <ErrorBoundary key={pathname}>
            <Outlet />
          </ErrorBoundary>
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
