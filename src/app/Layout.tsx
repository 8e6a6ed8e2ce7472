import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { UpdatePrompt } from './UpdatePrompt';
import { useDocumentHead } from './useDocumentHead';
import './layout.css';

const scrollKey = (location: Location) => location.pathname;

export function Component() {
  const { t } = useTranslation();
  useDocumentHead();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <UpdatePrompt />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {/* Keyed by path: the calculators rewrite their query on every keystroke, which must not scroll. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
