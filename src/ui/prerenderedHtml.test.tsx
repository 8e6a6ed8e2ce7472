// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PrerenderedUntilChanged, TakingOverPrerenderedHtml } from './prerenderedHtml';

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
