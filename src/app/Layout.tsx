import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { HydrateLater } from '../ui/HydrateLater';
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
      <HydrateLater>
        <Header />
      </HydrateLater>
      <UpdatePrompt />
      {/* The page itself hydrates in a task after the frame's, so neither blocks for long. */}
      <HydrateLater>
        <main id="main" className="site-main" tabIndex={-1}>
          {/* A page's error shows here, with header and footer still there; another page starts afresh. */}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}
