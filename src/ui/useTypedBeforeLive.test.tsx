// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor, loadTexts } from '../i18n/i18n';
import { ListSearchField } from './ListSearchField';
import { NumberField } from './NumberField';

beforeAll(() => loadTexts('en', 'common'));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

const inEnglish = (page: ReactNode) => <I18nextProvider i18n={i18nFor('en')}>{page}</I18nextProvider>;

function Age({ onChange }: { onChange?: (text: string) => void }) {
  const [text, setText] = useState('1');
  const change = (next: string) => {
    onChange?.(next);
    setText(next);
  };
  return (
    <>
      <NumberField label="Age" value={text} onValueChange={change} />
      <ListSearchField value="" onChange={change} testId="search" />
      <output>{text}</output>
    </>
  );
}

/** The page as prerendered, a field given `typed` before the script starts, then taken over by React. */
async function goLive(typed: { age?: string; search?: string }, onChange?: (text: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(inEnglish(<Age />));
  document.body.append(container);
  if (typed.age !== undefined) container.querySelector<HTMLInputElement>('input[type="text"]')!.value = typed.age;
  if (typed.search !== undefined) container.querySelector<HTMLInputElement>('input[type="search"]')!.value = typed.search;
  await act(async () => {
    root = hydrateRoot(container, inEnglish(<Age onChange={onChange} />));
  });
  return container;
}

describe('a text field taken over by React', () => {
  it('reads what a keyboard wrote into it before the page went live', async () => {
    const page = await goLive({ age: '12' });
    expect(page.querySelector('output')!.textContent).toBe('12');
    expect(page.querySelector<HTMLInputElement>('input[type="text"]')!.value).toBe('12');
  });

  // A field handed to a ref (the trade editor's typed value, which the editor focuses) lost its own: the ref given
  // replaced the one that reads the typed text.
  it('reads what was typed before the page went live also in a field whose input is handed to a ref', async () => {
    const field = createRef<HTMLInputElement>();
    const Weight = () => {
      const [text, setText] = useState('1');
      return (
        <>
          <NumberField label="Weight" value={text} onValueChange={setText} ref={field} />
          <output>{text}</output>
        </>
      );
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Weight />);
    document.body.append(container);
    container.querySelector('input')!.value = '12';
    await act(async () => {
      root = hydrateRoot(container, <Weight />);
    });
    expect(container.querySelector('output')!.textContent).toBe('12');
    expect(field.current).toBe(container.querySelector('input'));
  });

  it('reads a list search written before the page went live', async () => {
    const page = await goLive({ search: 'sprinkler' });
    expect(page.querySelector('output')!.textContent).toBe('sprinkler');
  });

  it('reports nothing when nothing was written', async () => {
    const onChange = vi.fn();
    await goLive({}, onChange);
    expect(onChange).not.toHaveBeenCalled();
  });
});
