// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { eggs, gear, proseTranslations, weathers } from '../../game/shopData';
import { findById } from '../../game/shops';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { wikiEggPath, wikiMutationPath, wikiPetPath, wikiWeatherPath } from '../../lib/paths';
import { pageData as eggPageData, prerenderPaths as eggPaths } from './eggPage.build';
import { EggPage } from './eggs/EggPage';
import { GearPage } from './gear/GearPage';
import { pageData as gearPageData, prerenderPaths as gearPaths } from './gearPage.build';
import { pageData as mutationPageData } from './mutationPage.build';
import { pageData as petPageData } from './petPage.build';
import { EggLinks, WeatherLinks } from './ShopLinks';
import { pageData as weatherPageData } from './weather.build';
import { WeatherPage } from './weather/WeatherPage';

beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('ar')]));

const slugOf = (path: string) => ({ slug: path.split('/').at(-1) });
/** A fact's value, without its label. */
const fact = (testId: string) => screen.getByTestId(testId).querySelector('dd')!.textContent;
const wrap = (node: React.ReactNode, language: 'en' | 'ar' = 'en') =>
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );

describe('egg, gear and weather pages', () => {
  it('exist for every egg and gear with a name in the data', () => {
    expect(eggPaths()).toHaveLength(eggs.length);
    expect(gearPaths()).toHaveLength(gear.length);
    for (const path of eggPaths()) expect(eggPageData(slugOf(path)), path).not.toBeNull();
    for (const path of gearPaths()) expect(gearPageData(slugOf(path)), path).not.toBeNull();
    expect(weatherPageData().weathers).toHaveLength(weathers.length);
  });

  it('an egg page lists each pet with its chance and the Sheckles to hatch it, linked to the pet page', () => {
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('bug-egg')))!} language="en" />);
    const dragonfly = within(screen.getByTestId('egg-hatches')).getByRole('link', { name: 'Dragonfly' });
    expect(dragonfly.getAttribute('href')).toBe(wikiPetPath('dragonfly'));
    // 50,000,000 Sheckles ÷ 1 %.
    expect(dragonfly.closest('tr')!.textContent).toContain('5,000,000,000 Sheckles');
    expect(fact('egg-hatch-time')).toBe('8 hr');
    // Dated by the newest copy of its numbers (the egg shop's, August 2025), not a later mirror of its odds.
    expect(fact('egg-data')).toMatch(/Data as of August 30, 2025.*Confidence: high/);
  });

  it('an egg no longer sold says so in its own words, beside its 2025 odds', () => {
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('paradise-egg')))!} language="en" />);
    expect(fact('egg-availability')).toMatch(/removed from the egg shop/);
  });

  it('quotes the research in the page’s language, as its translation gives it', () => {
    const paradise = findById(eggs, 'paradise-egg')!;
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('paradise-egg')))!} language="ar" />, 'ar');
    expect(fact('egg-availability')).toBe(proseTranslations[paradise.availability!]!.ar);
    expect(screen.getByTestId('egg-availability').querySelector('[lang="en"]')).toBeNull();
  });

  it('pet pages link back to the eggs that hatch them, with the chance', () => {
    const data = petPageData({ slug: wikiPetPath('dragonfly').split('/').at(-1) })!;
    wrap(<EggLinks eggs={data.eggPages} language="en" />);
    const link = within(screen.getByTestId('pet-egg-pages')).getByRole('link', { name: 'Bug Egg' });
    expect(link.getAttribute('href')).toBe(wikiEggPath('bug-egg'));
  });

  it('a gear page says what is unknown as unknown, and its odds where the Gear Shop is read', () => {
    wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-acorn-bell'))!} language="en" />);
    expect(fact('gear-effect')).toBe('unknown');
    expect(fact('gear-chance')).toBe('unknown');
    // An event shop's StockChance has no reading: the page says so rather than working a chance out.
    expect(fact('gear-reading')).toMatch(/not known/);
  });

  it('a Gear Shop gear says how its chance is read and how sure that is; a hidden or pet-shop gear where it is', () => {
    wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-watering-can'))!} language="en" />);
    expect(fact('gear-chance')).toBe('100%');
    expect(fact('gear-reading')).toMatch(/1 in N.*sureness: low/);
    wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-medium-bowl'))!} language="en" />);
    expect(screen.getAllByTestId('gear-sale').at(-1)!.querySelector('dd')!.textContent).toBe('Not sold in any shop in the data');
  });

  it('the weather page links each mutation, and mutation pages link back to the weather', () => {
    wrap(<WeatherPage {...weatherPageData()} language="ar" />, 'ar');
    const row = document.getElementById('weather-rain')!;
    expect(within(row).getByRole('link', { name: 'Wet' }).getAttribute('href')).toBe(`/ar${wikiMutationPath('wet')}`);
    const wet = mutationPageData({ slug: wikiMutationPath('wet').split('/').at(-1) })!;
    wrap(<WeatherLinks weathers={wet.weathers} language="en" />);
    expect(within(screen.getByTestId('mutation-weathers')).getByRole('link', { name: 'Rain' }).getAttribute('href')).toBe(
      wikiWeatherPath('rain'),
    );
  });
});
