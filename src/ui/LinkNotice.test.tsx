// @vitest-environment jsdom
// Renders are slow in jsdom on a busy machine, hence the generous timeouts.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor, loadTexts } from '../i18n/i18n';
import en from '../i18n/locales/en';
import type { DroppedValue } from '../links/urlState';
import { LinkNotice } from './LinkNotice';

beforeAll(() => loadTexts('en', 'common'));

function renderNotice(dropped: DroppedValue[], props: { reasons?: Record<string, string>; children?: string } = {}) {
  const onDismiss = vi.fn();
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <LinkNotice dropped={dropped} onDismiss={onDismiss} testId="notice" reasons={props.reasons}>
        {props.children}
      </LinkNotice>
    </I18nextProvider>,
  );
  const items = () =>
    within(screen.getByTestId('notice'))
      .queryAllByRole('listitem')
      .map((item) => item.textContent);
  return { onDismiss, notice: screen.getByTestId('notice'), items };
}

describe('the link notice', { timeout: 20_000 }, () => {
  it('names each value with why it was left out, where the page knows', () => {
    const { notice, items } = renderNotice(
      [
        { key: 'age', reason: 'invalid', value: 'abc' },
        { key: 'age', reason: 'repeated', value: '7' },
        { key: 'utm_source', reason: 'unknown', value: 'utm_source' },
        { key: 'kg', reason: 'invalid', value: '-1' },
      ],
      { reasons: { age: 'a whole number' } },
    );
    expect(notice).toHaveTextContent(en.link.dropped);
    expect(items()).toEqual(['age=abca whole number', `age=7${en.link.repeated}`, `utm_source${en.link.unknown}`, 'kg=-1']);
  });

  it('names eight values and counts the rest', () => {
    const dropped = Array.from({ length: 11 }, (_, index): DroppedValue => ({ key: 'm', reason: 'invalid', value: `bad${index}` }));
    const { items } = renderNotice(dropped);
    expect(items()).toHaveLength(9);
    expect(items()[7]).toBe('m=bad7');
    expect(items()[8]).toBe('3 more');
  });

  it('shows a hostile value as text, never as markup', () => {
    const { notice } = renderNotice([{ key: 'crop', reason: 'invalid', value: '<img src=x onerror=alert(1)>' }]);
    expect(notice.querySelector('img')).toBeNull();
    expect(notice).toHaveTextContent('crop=<img src=x onerror=alert(1)>');
  });

  it('can carry only the page’s own message, and is dismissed with its button', async () => {
    const { notice, onDismiss } = renderNotice([], { children: 'Wet and Chilled → Frozen' });
    expect(notice).not.toHaveTextContent(en.link.dropped);
    expect(notice).toHaveTextContent('Wet and Chilled → Frozen');
    await userEvent.click(within(notice).getByRole('button', { name: en.ui.dismiss }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
