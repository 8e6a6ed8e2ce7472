// @vitest-environment jsdom
// Renders are slow in jsdom on a busy machine, hence the generous timeouts.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor, loadTexts } from '../i18n/i18n';
import { LANGUAGES, type Language } from '../i18n/languages';
import ar from '../i18n/locales/ar';
import en from '../i18n/locales/en';
import type { DroppedValue } from '../links/urlState';
import { LinkNotice } from './LinkNotice';

beforeAll(() => Promise.all(LANGUAGES.map((language) => loadTexts(language, 'common'))));

interface NoticeProps {
  reasons?: Record<string, string>;
  unusedReasons?: Record<string, string>;
  whys?: Record<string, string>;
  children?: string;
  language?: Language;
}

function renderNotice(dropped: DroppedValue[], props: NoticeProps = {}) {
  const onDismiss = vi.fn();
  render(
    <I18nextProvider i18n={i18nFor(props.language ?? 'en')}>
      <LinkNotice
        dropped={dropped}
        onDismiss={onDismiss}
        testId="notice"
        reasons={props.reasons}
        unusedReasons={props.unusedReasons}
        whys={props.whys}
      >
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
  // «variant=%00» showed as «variant=» and a box; a right-to-left override would have reversed the text after it.
  it('names a character that shows as nothing or reorders text as the address writes it', () => {
    const { items } = renderNotice([
      { key: 'variant', value: 'a\u0000b', reason: 'invalid' },
      { key: 'variant', value: 'gold\u202Eevil', reason: 'repeated' },
      { key: 'z\u200B', value: 'z\u200B', reason: 'unknown' },
    ]);
    expect(items()).toEqual(['variant=a%00b', `variant=gold%E2%80%AEevil ${en.link.repeated}`, `z%E2%80%8B ${en.link.unknown}`]);
  });

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
    expect(items()).toEqual(['age=abc a whole number', `age=7 ${en.link.repeated}`, `utm_source ${en.link.unknown}`, 'kg=-1']);
  });

  it('explains a valid value the rest of the link left unused with the page’s own reason, never as invalid', () => {
    const { items } = renderNotice(
      [
        { key: 'variant', reason: 'unused', value: 'gold' },
        { key: 'variant', reason: 'invalid', value: 'shiny' },
      ],
      { reasons: { variant: 'not a variant' }, unusedReasons: { variant: 'not used with set=max' } },
    );
    expect(items()).toEqual(['variant=gold not used with set=max', 'variant=shiny not a variant']);
  });

  // A trade item listed «not an item the checker can read» whether its weight, its variant or its typed value was wrong.
  it('explains an invalid value by what its reader found wrong where the page words it, else by the key’s reason', () => {
    const { items } = renderNotice(
      [
        { key: 'get', reason: 'invalid', value: 'carrot_abc_normal__1', why: 'weight' },
        { key: 'get', reason: 'invalid', value: 'custom_10.4m', why: 'typedDigits' },
        { key: 'give', reason: 'invalid', value: 'x_1', why: 'unworded' },
        { key: 'give', reason: 'invalid', value: 'carrot_1_normal__1' },
        { key: 'give', reason: 'repeated', value: 'custom_1', why: 'weight' },
      ],
      { reasons: { give: 'not an item', get: 'not an item' }, whys: { weight: 'a bad weight', typedDigits: 'digits only' } },
    );
    expect(items()).toEqual([
      'get=carrot_abc_normal__1 a bad weight',
      'get=custom_10.4m digits only',
      'give=x_1 not an item',
      'give=carrot_1_normal__1 not an item',
      `give=custom_1 ${en.link.repeated}`,
    ]);
  });

  // The value reads left to right inside the page's direction; in Arabic a margin at its own end fell on its far side,
  // and the value ran into the reason. The space is in the text, so every direction shows it.
  it.each(LANGUAGES)('separates each value from its reason with a space in %s', (language) => {
    const { notice } = renderNotice(
      [
        { key: 'crop', reason: 'repeated', value: 'moon-mango' },
        { key: 'zz', reason: 'unknown', value: 'zz' },
        { key: 'w', reason: 'invalid', value: 'abc' },
      ],
      { language, reasons: { w: 'a weight' } },
    );
    const rows = [...notice.querySelectorAll('li')];
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const value = row.querySelector('code');
      const reason = row.querySelector('.link-notice__reason');
      expect(value?.getAttribute('dir')).toBe('ltr');
      expect(reason?.textContent).toBeTruthy();
      // What lies between the value and its reason, in document order.
      expect(row.textContent?.slice(value!.textContent!.length, -reason!.textContent!.length)).toBe(' ');
    }
  });

  it('shows the Arabic example of the report with its gaps: the value, a space, the reason', () => {
    const { items } = renderNotice(
      [
        { key: 'crop', reason: 'repeated', value: 'moon-mango' },
        { key: 'zz', reason: 'unknown', value: 'zz' },
      ],
      { language: 'ar' },
    );
    expect(items()).toEqual([`crop=moon-mango ${ar.link.repeated}`, `zz ${ar.link.unknown}`]);
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
