// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIsClientRender } from '../lib/useIsClientRender';
import { AnswerAnnouncement } from './AnswerAnnouncement';

const status = () => screen.getByTestId('told');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A calculator prerendered with its defaults' answer that opens on a shared link's once hydrated. */
function OpenedOnALink({ answer }: { answer?: string }) {
  const live = useIsClientRender();
  return <AnswerAnnouncement answer={answer ?? (live ? 'Worth 400.' : 'Worth 20.')} testId="told" />;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a calculator’s answer told to screen readers', () => {
  it('is not in the prerendered HTML, nor told while it stays the answer the page opened on', async () => {
    // Not even as an empty region: nothing is told before the page is live.
    expect(renderToString(<AnswerAnnouncement answer="Worth 20." testId="told" />)).toBe('');
    render(<AnswerAnnouncement answer="Worth 20." testId="told" />);
    await wait(60_000);
    expect(status()).toHaveAttribute('role', 'status');
    expect(status()).toBeEmptyDOMElement();
  });

  // A reader who opened a shared link heard its answer from the status, then again in the page as they read on.
  it('is not told for the answer a shared link opens the page on, only for a change after it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OpenedOnALink />);
    document.body.append(container);
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <OpenedOnALink />);
      });
      await wait(60_000);
      expect(status()).toBeEmptyDOMElement();
      await act(async () => root!.render(<OpenedOnALink answer="Worth 800." />));
      await wait(1_000);
      expect(status()).toHaveTextContent('Worth 800.');
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('tells a new answer once it stops changing, then empties, so reading on hears the answer shown once', async () => {
    const { rerender } = render(<AnswerAnnouncement answer="Worth 20." testId="told" />);
    rerender(<AnswerAnnouncement answer="Worth 40." testId="told" />);
    await wait(500);
    rerender(<AnswerAnnouncement answer="Worth 400." testId="told" />);
    await wait(500);
    // Not at every keystroke: 40 was replaced before it settled.
    expect(status()).toBeEmptyDOMElement();
    await wait(200);
    expect(status()).toHaveTextContent('Worth 400.');
    await wait(6_000);
    expect(status()).toHaveTextContent('Worth 400.');
    await wait(1_000);
    expect(status()).toBeEmptyDOMElement();
  });

  it('tells the first answer again when the player goes back to it, but not an answer changed and changed back', async () => {
    const { rerender } = render(<AnswerAnnouncement answer="Worth 20." testId="told" />);
    rerender(<AnswerAnnouncement answer="Worth 40." testId="told" />);
    await wait(300);
    rerender(<AnswerAnnouncement answer="Worth 20." testId="told" />);
    await wait(1_000);
    expect(status()).toBeEmptyDOMElement();
    rerender(<AnswerAnnouncement answer="Worth 40." testId="told" />);
    await wait(1_000);
    expect(status()).toHaveTextContent('Worth 40.');
    rerender(<AnswerAnnouncement answer="Worth 20." testId="told" />);
    await wait(1_000);
    expect(status()).toHaveTextContent('Worth 20.');
  });
});
