// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { beforeAll, expect, it } from 'vitest';
import { loadTexts, textsLoaded } from '../i18n/i18n';
import en from '../i18n/locales/en';
import fr from '../i18n/locales/fr';
import { localizePath, PAGE_PATHS } from '../lib/paths';
import { loadPageProps } from './Page';
import { buildPageData } from './pageBuild';
import { setPageDataSource } from './pageData';
import { App, createRoutes } from './routes';

beforeAll(() => {
  setPageDataSource(buildPageData);
  return Promise.all([loadTexts('en', 'common'), loadPageProps('pet', PAGE_PATHS.petCalculator, {}, '')]);
});

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      Go
    </button>
  );
}

/**
 * A click outside `act`, as in a browser: inside it, React renders the whole navigation at once and never resumes a
 * part that waited, which is where the frame kept the language it was read in.
 */
function clickAsABrowserDoes(element: HTMLElement) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    element.click();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

// Read once as the page began to render, the language shown named English, whose texts were in, and the frame kept it
// once French arrived: the French address showed an English header, marked English.
it('switches the whole page to a language whose texts are not loaded yet once they are in: frame, page and lang', async () => {
  const french = localizePath('fr', PAGE_PATHS.petCalculator);
  render(
    <MemoryRouter initialEntries={[PAGE_PATHS.petCalculator]}>
      <App routes={createRoutes()} />
      <GoTo path={french} />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1, name: en.pet.title });
  expect(textsLoaded('fr', 'common')).toBe(false);
  clickAsABrowserDoes(screen.getByRole('button', { name: 'Go' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.pet.title), { timeout: 10_000 });
  await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
  expect(document.querySelector('.skip-link')).toHaveTextContent(fr.nav.skipToContent);
  expect(screen.getByRole('link', { name: fr.nav.petCalculator })).toHaveAttribute('href', french);
});
