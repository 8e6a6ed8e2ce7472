// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { crops } from '../../game/crops';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { searchCrops } from '../../lib/cropSearch';
import { WikiIndex } from './WikiIndex';
import { pageData } from './wikiIndex.build';

beforeAll(() => loadLanguage('fr'));

function renderIndex() {
  render(
    <I18nextProvider i18n={i18nFor('fr')}>
      <MemoryRouter>
        <WikiIndex sortedCrops={pageData().crops} language="fr" />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const { t } = i18nFor('fr');
  return {
    t,
    // Plain selectors and label queries: role queries over 400 links are slow in jsdom.
    cards: () => [...screen.getByTestId('crop-list').querySelectorAll('li:not([hidden]) a')],
    count: () => screen.getByTestId('crop-count'),
  };
}

// Rendering 400 cards in jsdom takes a second or two on a busy machine.
describe('wiki index', { timeout: 60_000 }, () => {
  it('lists every crop, linked to its page', () => {
    const { cards, count, t } = renderIndex();
    expect(cards()).toHaveLength(crops.length);
    expect(count()).toHaveTextContent(t('wiki.index.count', { count: crops.length, n: String(crops.length) }));
    const moonMango = cards().find((card) => card.getAttribute('data-crop') === 'moon-mango');
    expect(moonMango).toHaveAttribute('href', '/fr/wiki/grow-a-garden-moon-mango');
    expect(moonMango).toHaveTextContent('Moon Mango');
  });

  it('narrows by name, tier and category, and clears the filters', async () => {
    const user = userEvent.setup({ delay: null });
    const { cards, t } = renderIndex();
    await user.type(screen.getByLabelText(t('filters.search')), 'mango');
    // The crop picker's forgiving search: every name containing the query, and near misses too.
    const mangoes = searchCrops(crops, 'mango');
    expect(cards()).toHaveLength(mangoes.length);
    const shown = cards().map((card) => card.getAttribute('data-crop'));
    expect(shown).toEqual(expect.arrayContaining(mangoes.map((crop) => crop.id)));
    expect(shown).toEqual(expect.arrayContaining(crops.filter((crop) => crop.name.toLowerCase().includes('mango')).map((crop) => crop.id)));

    await user.selectOptions(screen.getByLabelText(t('facts.tier')), t('game.tier.mythical'));
    expect(cards()).toHaveLength(mangoes.filter((crop) => crop.tier === 'mythical').length);

    await user.selectOptions(screen.getByLabelText(t('facts.category')), t('game.category.twilight shop'));
    expect(cards().map((card) => card.getAttribute('data-crop'))).toEqual(['moon-mango']);

    await user.selectOptions(screen.getByLabelText(t('facts.tier')), t('game.tier.common'));
    expect(cards()).toHaveLength(0);
    expect(screen.getByText(t('wiki.index.empty'))).toBeInTheDocument();

    await user.click(screen.getByText(t('filters.clear')));
    expect(cards()).toHaveLength(crops.length);
    expect(screen.getByLabelText(t('filters.search'))).toHaveValue('');
  });

  it('can show only the crops whose tier is unknown', async () => {
    const user = userEvent.setup({ delay: null });
    const { cards, t } = renderIndex();
    await user.selectOptions(screen.getByLabelText(t('facts.tier')), t('ui.unknown'));
    expect(cards()).toHaveLength(crops.filter((crop) => crop.tier === null).length);
  });
});
