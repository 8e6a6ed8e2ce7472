// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellPrice } from '../../game';
import { getCrop } from '../../game/crops';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import es from '../../i18n/locales/es';
import { formatNumber } from '../../lib/format';
import { ResultBar } from './ResultBar';

beforeAll(() => loadLanguage('es'));

describe('the result bar', () => {
  it('shortens the amounts the game’s way in Spanish, and screen readers hear them in full', () => {
    const fruit = sellPrice({
      crop: getCrop('carrot'),
      weightKg: 0.275,
      quantity: 1,
      boostPercent: 0,
      variantId: 'normal',
      mutationIds: [],
    });
    // The game's 2.5B: Spanish CLDR writes it «2500 M», and its «2,5 B» would be the game's 2.5T.
    render(
      <I18nextProvider i18n={i18nFor('es')}>
        <ResultBar result={{ ...fruit, total: 2_500_000_000n, perFruit: 2_500_000_000_000n }} stale={false} />
      </I18nextProvider>,
    );
    const bar = screen.getByTestId('result-bar');
    const shown = [...bar.querySelectorAll('[aria-hidden="true"]')].map((node) => node.textContent?.replace(/[\u2066\u2069]/g, ''));
    expect(shown).toEqual(['2,5B', '2,5T']);
    // jsdom has no CSS, so the items' names run together here.
    expect(bar).toHaveAccessibleName(
      `${es.crop.resultBar.total}2.500.000.000${es.crop.resultBar.perFruit}2.500.000.000.000${es.crop.resultBar.multiplier}\u2066×1\u2069${es.crop.resultBar.show}`,
    );
    expect(screen.getByTitle('2.500.000.000')).toBeInTheDocument();
  });

  it('gives what each fruit sells for, the friend boost included, exactly: the total is that times the quantity', () => {
    const fruit = sellPrice({
      crop: getCrop('moon-mango'),
      weightKg: 1_000_000,
      quantity: 1_000_000,
      boostPercent: 40,
      variantId: 'rainbow',
      mutationIds: ['frozen'],
    });
    expect(fruit.total).toBe(fruit.perFruit * 1_000_000n);
    render(
      <I18nextProvider i18n={i18nFor('es')}>
        <ResultBar result={fruit} stale={false} />
      </I18nextProvider>,
    );
    const exact = formatNumber(fruit.perFruit, 'es');
    expect(exact).toBe('57.440.205.128.205.100');
    // Past 2^53, the price to the digits floating point is sure of (57.440.205.128.205.100, not the boosted double's
    // 57.440.205.128.205.133); the crop value before the boost is not it.
    expect(screen.getByTitle(exact)).toBeInTheDocument();
    const bar = screen.getByTestId('result-bar');
    expect(bar).toHaveAccessibleName(expect.stringContaining(`${es.crop.resultBar.perFruit}${exact}`));
    expect(bar).not.toHaveAccessibleName(expect.stringContaining(formatNumber(BigInt(fruit.value), 'es')));
  });
});
