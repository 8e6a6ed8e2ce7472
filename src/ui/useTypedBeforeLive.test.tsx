// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ListSearchField } from './ListSearchField';
import { NumberField } from './NumberField';

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
  container.innerHTML = renderToString(<Age />);
  document.body.append(container);
  if (typed.age !== undefined) container.querySelector<HTMLInputElement>('input[type="text"]')!.value = typed.age;
  if (typed.search !== undefined) container.querySelector<HTMLInputElement>('input[type="search"]')!.value = typed.search;
  await act(async () => {
    hydrateRoot(container, <Age onChange={onChange} />);
  });
  return container;
}

describe('a text field taken over by React', () => {
  it('reads what a keyboard wrote into it before the page went live', async () => {
    const page = await goLive({ age: '12' });
    expect(page.querySelector('output')!.textContent).toBe('12');
    expect(page.querySelector<HTMLInputElement>('input[type="text"]')!.value).toBe('12');
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
