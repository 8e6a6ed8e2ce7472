// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor, loadTexts } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import { PrerenderedUntilChanged, Restorable, TakingOverPrerenderedHtml } from './prerenderedHtml';

const rendered: string[] = [];

function Row({ name }: { name: string }) {
  rendered.push(name);
  return (
    <li>
      <a href={`/wiki/${name}`}>{name}</a>
    </li>
  );
}

/** A list in name order until it is reversed, and a counter that re-renders the page without changing the list. */
function List() {
  const [reversed, setReversed] = useState(false);
  const [clicks, setClicks] = useState(0);
  const names = reversed ? ['carrot', 'beetroot', 'apple'] : ['apple', 'beetroot', 'carrot'];
  return (
    <>
      <button type="button" onClick={() => setReversed(true)}>
        reverse
      </button>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        clicked {clicks}
      </button>
      <ul>
        <PrerenderedUntilChanged unchanged={!reversed}>
          {names.map((name) => (
            <Row key={name} name={name} />
          ))}
        </PrerenderedUntilChanged>
      </ul>
    </>
  );
}

const itemNames = () => [...document.querySelectorAll('li')].map((item) => item.textContent);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  rendered.length = 0;
});

/** The list as the prerender writes it, taken over as start-up takes over a prerendered page. */
async function hydratePrerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<List />);
  document.body.append(container);
  const written = [...container.querySelectorAll('li')];
  rendered.length = 0;
  await act(async () => {
    root = hydrateRoot(
      container,
      <TakingOverPrerenderedHtml value={true}>
        <List />
      </TakingOverPrerenderedHtml>,
    );
  });
  return written;
}

describe('PrerenderedUntilChanged', () => {
  it('the server writes the part in full', () => {
    expect(renderToString(<List />)).toContain('<a href="/wiki/carrot">carrot</a>');
  });

  it('hydration keeps the written part without rendering it, through later renders of the page', async () => {
    const written = await hydratePrerendered();
    expect(rendered).toEqual([]);
    expect([...document.querySelectorAll('li')]).toEqual(written);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /clicked/ })));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
    expect(rendered).toEqual([]);
    expect(itemNames()).toEqual(['apple', 'beetroot', 'carrot']);
  });

  it('the first change renders the part afresh, replacing the written HTML', async () => {
    const written = await hydratePrerendered();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'reverse' })));
    expect(rendered).toEqual(['carrot', 'beetroot', 'apple']);
    expect(itemNames()).toEqual(['carrot', 'beetroot', 'apple']);
    expect(written.some((item) => item.isConnected)).toBe(false);
  });

  it('a page rendered afresh (no prerendered HTML) renders the part at once', () => {
    render(
      <TakingOverPrerenderedHtml value={true}>
        <List />
      </TakingOverPrerenderedHtml>,
    );
    expect(rendered).toEqual(['apple', 'beetroot', 'carrot']);
    expect(itemNames()).toEqual(['apple', 'beetroot', 'carrot']);
  });
});

describe('Restorable', () => {
  beforeAll(() => Promise.all(LANGUAGES.map((language) => loadTexts(language, 'common'))));

  const loadingText = (restores?: 'calculation' | 'filters', language: (typeof LANGUAGES)[number] = 'en') => {
    const html = renderToString(
      <I18nextProvider i18n={i18nFor(language)}>
        <Restorable restores={restores}>
          <input />
        </Restorable>
      </I18nextProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    return container.querySelector('[data-testid="restoring"]')?.textContent;
  };

  it('says a calculation is loading by default, as the calculators have it', () => {
    expect(loadingText()).toBe('Loading your calculation…');
    expect(loadingText('calculation')).toBe('Loading your calculation…');
  });

  /** A calculation in `language` as the prerender writes it. */
  const restorableIn = (language: (typeof LANGUAGES)[number]) => (
    <I18nextProvider i18n={i18nFor(language)}>
      <Restorable>
        <input />
      </Restorable>
    </I18nextProvider>
  );
  /** The written HTML as a browser reads it with scripts off: a `<noscript>`'s contents as elements. */
  const readWithoutScripts = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it('writes beside the loading line that the page could not be loaded, with a plain link reloading its address, in every language', () => {
    for (const language of LANGUAGES) {
      const { t } = i18nFor(language);
      const failed = readWithoutScripts(renderToString(restorableIn(language))).querySelector('.restorable__failed');
      expect(failed?.firstChild?.textContent, language).toBe(t('chunkError.title'));
      const reload = failed?.querySelector('a');
      // An empty address is the page's own, query included: following it works without the app.
      expect(reload?.getAttribute('href'), language).toBe('');
      expect(reload?.textContent, language).toBe(t('chunkError.retry'));
      // Outside the calculation, whose clicks the boot script refuses until the app starts.
      expect(failed?.parentElement?.className).toBe('restorable');
    }
  });

  it('tells a visitor without scripts that the page shows its defaults, in every language', () => {
    for (const language of LANGUAGES) {
      const { t } = i18nFor(language);
      const line = readWithoutScripts(renderToString(restorableIn(language))).querySelector('.restorable > noscript > p');
      expect(line?.textContent, language).toBe(t('ui.needsScript'));
    }
  });

  it('is taken over by React with no mismatch, in a right-to-left language too', async () => {
    const errors = vi.spyOn(console, 'error');
    for (const language of ['en', 'ar'] as const) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(restorableIn(language));
      document.body.append(container);
      await act(async () => {
        root = hydrateRoot(container, restorableIn(language));
      });
      act(() => root?.unmount());
      root = null;
    }
    expect(errors.mock.calls).toEqual([]);
  });

  it('says a list’s filters are loading on a list, in every language', () => {
    expect(loadingText('filters')).toBe('Loading your filters…');
    for (const language of LANGUAGES) {
      const { t } = i18nFor(language);
      expect(loadingText('filters', language), language).toBe(t('ui.restoringFilters'));
      expect(t('ui.restoringFilters'), language).not.toBe(t('ui.restoring'));
    }
  });
});
