// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { ErrorBoundary } from './ErrorBoundary';

beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('ar')]));

function renderAt(path: string, error: Error) {
  const Throws = () => {
    throw error;
  };
  // The panel takes the language from the path, as it does outside a language's routes.
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ErrorBoundary>
        <Throws />
      </ErrorBoundary>
    </MemoryRouter>,
  );
}

describe('the error boundary and its panel', () => {
  it('shows a translated panel instead of a white screen when a page throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/ar', new Error('a page bug'));
    const { t } = i18nFor('ar');
    expect(screen.getByRole('alert')).toHaveAttribute('data-testid', 'route-error');
    expect(screen.getByRole('heading')).toHaveTextContent(t('error.title'));
    expect(document.title).toBe(t('error.title'));
    expect(screen.getByRole('button', { name: t('error.retry') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('error.home') })).toHaveAttribute('href', '/ar');
  });

  it('tells a failed download apart and offers to reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.title = 'Crop Value Calculator';
    const { unmount } = renderAt('/', new TypeError('Failed to fetch dynamically imported module: /assets/route-x.js'));
    const { t } = i18nFor('en');
    expect(screen.getByRole('alert')).toHaveAttribute('data-testid', 'load-error');
    expect(screen.getByRole('heading')).toHaveTextContent(t('chunkError.title'));
    // The tab kept the failed page's title, or offline the site's name alone.
    expect(document.title).toBe(t('chunkError.title'));
    expect(screen.getByRole('button', { name: t('chunkError.retry') })).toBeInTheDocument();
    // Given back when the panel goes: the page that opens next on the address the prerender wrote leaves it as it is.
    unmount();
    expect(document.title).toBe('Crop Value Calculator');
  });

  it('says a failed download offline is the missing connection, not a new version', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderAt('/ar', new TypeError('Failed to fetch dynamically imported module: /assets/pageBuild-x.js'));
      const { t } = i18nFor('ar');
      expect(screen.getByRole('alert')).toHaveTextContent(t('chunkError.offline'));
      expect(screen.getByRole('alert')).not.toHaveTextContent(t('chunkError.body'));
    } finally {
      onLine.mockRestore();
    }
  });
});
