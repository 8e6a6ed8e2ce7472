// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { formatList, formatNumber, formatPercent } from '../../lib/format';
import { FormulaRules } from './FormulaRules';

const RULES = {
  variants: [{ name: 'Gold', multiplier: 20 }],
  harvestRolls: [
    { name: 'Normal', weight: 1000, chancePercent: (100 * 1000) / 1011 },
    { name: 'Gold', weight: 10, chancePercent: (100 * 10) / 1011 },
    { name: 'Rainbow', weight: 1, chancePercent: 100 / 1011 },
  ],
  neverRolled: ['Silver', 'Diamond'],
  adding: {
    mutations: [
      { name: 'Wet', multiplier: 2 },
      { name: 'Shocked', multiplier: 100 },
    ],
    multiplier: 101,
  },
  halfExample: undefined,
};

// The tax curve's first point in each language: the game's 20T and 10T, and the full numbers screen readers hear.
const FIRST_POINT: Record<Language, [string, string]> = {
  en: ['20T becomes 10T', '20,000,000,000,000 becomes 10,000,000,000,000'],
  es: ['20T pasa a 10T', '20.000.000.000.000 pasa a 10.000.000.000.000'],
  fr: ['20T devient 10T', '20\u202f000\u202f000\u202f000\u202f000 devient 10\u202f000\u202f000\u202f000\u202f000'],
  ar: ['20T تصبح 10T', '20,000,000,000,000 تصبح 10,000,000,000,000'],
  id: ['20T menjadi 10T', '20.000.000.000.000 menjadi 10.000.000.000.000'],
  pt: ['20T vira 10T', '20.000.000.000.000 vira 10.000.000.000.000'],
};

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

describe('the formula rules', () => {
  it.each(LANGUAGES)('%s: writes the market tax curve the game’s way, in full for screen readers', (language) => {
    render(
      <I18nextProvider i18n={i18nFor(language)}>
        <FormulaRules {...RULES} />
      </I18nextProvider>,
    );
    const tax = document.querySelector<HTMLElement>('[data-rule="market-tax"]')!;
    const seen = tax.cloneNode(true) as HTMLElement;
    seen.querySelectorAll('.visually-hidden').forEach((node) => node.remove());
    const heard = tax.cloneNode(true) as HTMLElement;
    heard.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
    const [shown, spoken] = FIRST_POINT[language];
    expect(seen.textContent?.replace(/[\u2066\u2069]/g, '')).toContain(shown);
    expect(heard.textContent).toContain(spoken);
    expect(tax.querySelector('[title]')).toHaveAttribute('title', spoken.split(' ')[0]);
  });

  it.each(LANGUAGES)('%s: gives each variant’s chance at harvest, its weight, and the variants no harvest gives', (language) => {
    const { t } = i18nFor(language);
    render(
      <I18nextProvider i18n={i18nFor(language)}>
        <FormulaRules {...RULES} />
      </I18nextProvider>,
    );
    const rule = document.querySelector<HTMLElement>('[data-rule="variant-roll"]')!.textContent;
    // Three digits after the point: Rainbow's 1 in 1,011 would read 0.1 % with two.
    expect(rule).toContain(`Gold\u00a0${formatPercent(0.989, language, 3)}`);
    expect(rule).toContain(`Rainbow\u00a0${formatPercent(0.099, language, 3)}`);
    expect(rule).toContain(`Normal\u00a0${formatNumber(1000, language)}`);
    expect(rule).toContain(t('formula.rules.neverRolled', { count: 2, variants: formatList(['Silver', 'Diamond'], language) }));
  });

  it('says nothing of variants no harvest gives when every variant can be rolled', () => {
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <FormulaRules {...RULES} neverRolled={[]} />
      </I18nextProvider>,
    );
    const rule = document.querySelector<HTMLElement>('[data-rule="variant-roll"]')!.textContent;
    expect(rule).toContain('Rainbow');
    expect(rule).not.toMatch(/never/);
  });
});
