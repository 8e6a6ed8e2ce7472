// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changesOf } from '../../game/changelog';
import { FIRST_EXPORT, GAME_DATA_VERSION } from '../../game/version';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES } from '../../i18n/languages';
import { formatIsoDate, formatNumber } from '../../lib/format';
import { CropChanges } from './CropChanges';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

describe('a crop’s changes in the game’s files', () => {
  it.each(LANGUAGES)('%s: lists the 2025 changes too, and says which exports they come from', (language) => {
    render(
      <I18nextProvider i18n={i18nFor(language)}>
        <MemoryRouter>
          <CropChanges changes={changesOf('crop', 'sunflower')} language={language} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const section = screen.getByTestId('crop-changes');
    const exact = { normalizeWhitespace: false };
    const [change] = within(section).getAllByRole('listitem');
    expect(change).toHaveAttribute('data-date', '2025-11-15');
    expect(change).toHaveTextContent(formatIsoDate('2025-11-15', language), exact);
    expect(change).toHaveTextContent(formatNumber(160_000, language), exact);
    expect(change).toHaveTextContent(formatNumber(55_555, language), exact);
    const window = within(section).getByTestId('crop-changes-window');
    expect(window).toHaveTextContent(formatIsoDate(FIRST_EXPORT!, language), exact);
    expect(window).toHaveTextContent(formatIsoDate(GAME_DATA_VERSION, language), exact);
    expect(section.textContent).not.toMatch(/\{\{|wiki\.crop/);
  });
});
