// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellPrice, type SellPriceInput } from '../../game';
import { getCrop } from '../../game/crops';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { formatMultiplier, formatNumber, formatSignedPercent } from '../../lib/format';
import { PAGE_PATHS } from '../../lib/paths';
import type { AddedToTrade } from '../../links/tradeQuery';
import { ResultSummary } from './ResultSummary';

beforeAll(() => Promise.all(LANGUAGES.map((language) => loadLanguage(language))));

function renderSummary(input: Partial<SellPriceInput>, language: Language = 'en') {
  const result = sellPrice({
    crop: getCrop('carrot'),
    weightKg: null,
    quantity: 1,
    boostPercent: 0,
    variantId: 'normal',
    mutationIds: [],
    ...input,
  });
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <MemoryRouter>
        <ResultSummary result={result} cropName={input.crop?.name ?? 'Carrot'} stale={false} onReset={() => {}} onUndo={null} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return result;
}

describe('the result summary', () => {
  // With a 20 % boost, the bar's «Por fruta» read 909,84M beside the card's «Valor del cultivo (por fruta)» 758.201.333.
  it.each(LANGUAGES)(
    'says its crop value per fruit is before the friend boost when one is on, as the bar’s per fruit is not (%s)',
    (language) => {
      const { t } = i18nFor(language);
      const label = () => screen.getByTestId('crop-value').closest('div')?.querySelector('dt')?.textContent;
      const boosted = renderSummary({ crop: getCrop('moon-mango'), weightKg: 17.3, boostPercent: 20 }, language);
      expect(boosted.perFruit).not.toBe(BigInt(boosted.value));
      expect(label()).toBe(t('crop.results.cropValueBeforeBoost'));
      expect(label()).not.toBe(t('crop.results.cropValue'));
      cleanup();
      renderSummary({ crop: getCrop('moon-mango'), weightKg: 17.3, boostPercent: 0 }, language);
      expect(label()).toBe(t('crop.results.cropValue'));
    },
  );

  it.each(LANGUAGES)('names the whole multiplier as variant × mutations, and the mutations’ own as theirs (%s)', (language) => {
    // Rainbow ×50 and Frozen + Shocked, ×109 (formulas.md §1): ×5,450 in all.
    const result = renderSummary(
      { crop: getCrop('moon-mango'), weightKg: 15, variantId: 'rainbow', mutationIds: ['frozen', 'shocked'] },
      language,
    );
    expect(result.mutationMultiplier).toBe(109);
    const total = formatMultiplier(result.totalMultiplier, language);
    const mutations = formatMultiplier(result.mutationMultiplier, language);
    const variant = formatMultiplier(result.variantMultiplier, language);
    const { t } = i18nFor(language);
    // Compared as text: toHaveTextContent folds French's narrow no-break space into a plain one.
    expect(screen.getByTestId('total-multiplier').textContent).toBe(total);
    const label = t('crop.results.multiplier');
    expect(screen.getByTestId('total-multiplier').closest('div')?.querySelector('dt')).toHaveTextContent(label);
    // The breakdown's name for the mutations' own multiplier is not the name of the total.
    expect(label).not.toBe(t('crop.breakdown.mutations'));
    expect(screen.getByTestId('multiplier-parts').textContent).toContain(`Rainbow ${variant}`);
    expect(screen.getByTestId('multiplier-parts').textContent).toContain(mutations);
    // The sentence says the mutation multiplier where it says "mutation", and never the total.
    const sentence = screen.getByTestId('result-sentence').textContent!;
    expect(sentence).toContain(mutations);
    // Arabic brackets the variant's multiplier after its name («من نوع Rainbow (×50)»).
    expect(sentence).toContain(language === 'ar' ? `Rainbow (${variant})` : `Rainbow ${variant}`);
    expect(sentence).not.toContain(total);
  });

  // «3 × Carrot … Gold ×20 with a ×1 mutation multiplier, are worth 2,975,205»: 41,322 × 20 × 3 is 2,479,320, and the
  // sentence, which a screen reader is told, did not say where the rest came from.
  it.each(LANGUAGES)('says the friend boost its total includes, and nothing of a boost without one (%s)', (language) => {
    const { t } = i18nFor(language);
    const boostSentence = (boost: string) => t('crop.results.boostSentence', { boost });
    const result = renderSummary({ weightKg: 12.5, quantity: 3, variantId: 'gold', boostPercent: 20 }, language);
    expect(result.total).toBe(2_975_205n);
    const sentence = screen.getByTestId('result-sentence').textContent!;
    expect(sentence).toContain(formatNumber(result.total, language));
    expect(sentence.endsWith(boostSentence(formatSignedPercent(20, language)))).toBe(true);
    cleanup();
    renderSummary({ weightKg: 12.5, quantity: 3, variantId: 'gold' }, language);
    expect(screen.getByTestId('result-sentence').textContent).not.toContain(boostSentence('').slice(0, 12));
  });

  it('never writes a weight above 0 as 0 kg', () => {
    renderSummary({ weightKg: 0.000001 });
    expect(screen.getByTestId('result-sentence')).toHaveTextContent('1 Carrot weighing 0.000001 kg');
  });

  // «1 Dragon Fruit fruit weighing…»: 18 crops' names end in Fruit.
  it('names a crop whose name ends in Fruit without another «fruit» after it, for one fruit and several', () => {
    const { t } = i18nFor('en');
    for (const count of [1, 3]) {
      const sentence = t('crop.results.sentence', { count, quantity: count, crop: 'Dragon Fruit', weight: '1 kg' });
      expect(sentence).toContain('Dragon Fruit');
      expect(sentence).not.toMatch(/fruits?\b.*\bfruits?\b/i);
    }
  });

  // The trade it opens valued the fruit without the boost, and neither page said so.
  it('says beside Add to a trade that a trade counts the fruit without the friend boost, only when there is one', () => {
    renderSummary({ boostPercent: 30 });
    expect(screen.getByTestId('add-to-trade-no-boost')).toHaveTextContent(i18nFor('en').t('crop.addToTradeNoBoost'));
  });

  it('says nothing of the boost without one', () => {
    renderSummary({ boostPercent: 0 });
    expect(screen.queryByTestId('add-to-trade-no-boost')).toBeNull();
  });

  // The trade checker could not tell a fruit just added from the items of the last trade, and said nothing.
  it('opens the trade checker on an entry marked as opened by Add to a trade', async () => {
    const result = sellPrice({
      crop: getCrop('moon-mango'),
      weightKg: 15,
      quantity: 1,
      boostPercent: 0,
      variantId: 'rainbow',
      mutationIds: [],
    });
    function TradeProbe() {
      const { search, state } = useLocation();
      return <p data-testid="trade-probe">{JSON.stringify({ search, state })}</p>;
    }
    const router = createMemoryRouter([
      { path: '/', element: <ResultSummary result={result} cropName="Moon Mango" stale={false} onReset={() => {}} onUndo={null} /> },
      { path: PAGE_PATHS.tradeChecker, element: <TradeProbe /> },
    ]);
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByTestId('add-to-trade'));
    const added: AddedToTrade = { addedToTrade: true };
    expect(JSON.parse((await screen.findByTestId('trade-probe')).textContent!)).toEqual({
      search: '?give=moon-mango_15_rainbow__1',
      state: added,
    });
  });
});
