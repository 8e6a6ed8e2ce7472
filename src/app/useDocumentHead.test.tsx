// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../i18n/i18n';
import type { PageModule } from '../lib/pageMeta';
import { absoluteUrl } from '../lib/siteUrl';
import { useDocumentHead } from './useDocumentHead';

const meta = vi.fn(() => ({ title: 'Worked out', description: 'Worked out too' }));
const page: PageModule<object> = { load: () => Promise.resolve({}), meta, Component: () => null };

function Head() {
  useDocumentHead(page, {});
  return null;
}

/** A head as the prerender writes it, naming `canonicalPath`. */
function writeHead(canonicalPath: string) {
  document.head.innerHTML = `<title>Written</title><meta name="description" content="Written"><link rel="canonical" href="${absoluteUrl(canonicalPath)}">`;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={i18nFor('es')}>
        <Head />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  meta.mockClear();
  document.head.replaceChildren();
});

describe('the document head', () => {
  it('is left as written when the page opens on the head written for its address', () => {
    writeHead('/es/wiki');
    renderAt('/es/wiki');
    expect(meta).not.toHaveBeenCalled();
    expect(document.title).toBe('Written');
  });

  it('is worked out and written when it names another address (a page reached by a link)', () => {
    writeHead('/es/');
    renderAt('/es/wiki');
    expect(meta).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Worked out');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Worked out too');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(absoluteUrl('/es/wiki'));
  });
});
