// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { ListStatus } from './ListStatus';

function Status({ count }: { count: string }) {
  return (
    <I18nextProvider i18n={i18nFor('en')}>
      <MemoryRouter>
        <ListStatus
          count={count}
          empty="None."
          isEmpty={false}
          filtered
          query=""
          findByName={() => []}
          onClear={() => {}}
          testId="list-count"
        />
      </MemoryRouter>
    </I18nextProvider>
  );
}

beforeAll(() => loadLanguage('en'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a filtered list’s count', () => {
  // The count was itself a status region: typing «sunfl» in a list's search had a screen reader say a count per letter.
  it('shows every count at once and tells screen readers only the one typing settles on', async () => {
    const { rerender } = render(<Status count="191 mutations found" />);
    const told = () => screen.getByTestId('list-count-announcement');
    for (const count of ['40 mutations found', '12 mutations found', '3 mutations found']) {
      rerender(<Status count={count} />);
      expect(screen.getByTestId('list-count')).toHaveTextContent(count);
      await act(() => vi.advanceTimersByTime(100));
      expect(told()).toBeEmptyDOMElement();
    }
    expect(screen.getByTestId('list-count')).not.toHaveAttribute('role');
    expect(told()).toHaveAttribute('role', 'status');
    await act(() => vi.advanceTimersByTime(1_000));
    expect(told()).toHaveTextContent('3 mutations found');
  });
});
