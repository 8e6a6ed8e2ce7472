// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { eggs, gear, proseTranslations, weathers } from '../../game/shopData';
import { findById } from '../../game/shops';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { FORMAT_LOCALES, LANGUAGES, type Language } from '../../i18n/languages';
import { formatMonthYear } from '../../lib/format';
import type { PageMeta } from '../../lib/pageMeta';
import { wikiEggPath, wikiMutationPath, wikiPetPath, wikiWeatherPath } from '../../lib/paths';
import { GAME_TABLE_NAME, SITE_ADDRESS } from '../../test/researchMarks';
import { expectWikiListTrail } from '../../test/wikiListTrail';
import { pageData as eggIndexData } from './eggIndex.build';
import eggIndexRoute from './eggIndexRoute';
import { pageData as eggPageData, prerenderPaths as eggPaths } from './eggPage.build';
import type { EggPageData } from './eggs/eggData';
import { EggIndex } from './eggs/EggIndex';
import { EggPage } from './eggs/EggPage';
import { GearIndex } from './gear/GearIndex';
import { GearPage } from './gear/GearPage';
import { pageData as gearIndexData } from './gearIndex.build';
import gearIndexRoute from './gearIndexRoute';
import { pageData as gearPageData, prerenderPaths as gearPaths } from './gearPage.build';
import { pageData as mutationPageData } from './mutationPage.build';
import { pageData as petPageData } from './petPage.build';
import { EggLinks, WeatherLinks } from './ShopLinks';
import { pageData as weatherPageData } from './weather.build';
import { WeatherPage } from './weather/WeatherPage';
import weatherRoute from './weatherRoute';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

const slugOf = (path: string) => ({ slug: path.split('/').at(-1) });
/** A fact's value, without its label. */
const fact = (testId: string) => screen.getByTestId(testId).querySelector('dd')!.textContent;
const wrap = (node: React.ReactNode, language: Language = 'en') =>
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );

describe('egg, gear and weather pages', () => {
  // A reader set to the page's language would read the game's English name with its rules.
  it('mark the egg’s and the gear’s name in the breadcrumb as English on the other languages’ pages, and nothing on English ones', () => {
    for (const language of ['ar', 'en'] as const) {
      const egg = eggPageData(slugOf(wikiEggPath('bug-egg')))!;
      const gearItem = gearPageData(slugOf(gearPaths()[0]!))!;
      for (const [page, name] of [
        [<EggPage {...egg} language={language} />, egg.egg.name],
        [<GearPage {...gearItem} language={language} />, gearItem.gear.name],
      ] as const) {
        wrap(page, language);
        const current = document.querySelector('.breadcrumbs [aria-current="page"]')!;
        expect(current.textContent, `${language} ${name}`).toBe(name);
        expect(current.getAttribute('lang'), `${language} ${name}`).toBe(language === 'en' ? null : 'en');
        cleanup();
      }
    }
  });

  // The egg, gear and weather lists had no trail, where their own items' pages (and every other wiki page) have one.
  for (const language of ['en', 'ar'] as const) {
    it(`${language}: the egg, gear and weather lists show the trail their head gives, the list last and not a link`, () => {
      const { t } = i18nFor(language);
      const lists = [
        [<EggIndex eggs={eggIndexData().eggs} language={language} />, eggIndexRoute, eggIndexData(), 'shops.eggs.breadcrumb'],
        [<GearIndex gear={gearIndexData().gear} language={language} />, gearIndexRoute, gearIndexData(), 'shops.gear.breadcrumb'],
        [
          <WeatherPage weathers={weatherPageData().weathers} language={language} />,
          weatherRoute,
          weatherPageData(),
          'shops.weather.breadcrumb',
        ],
      ] as const;
      for (const [page, route, props, listName] of lists) {
        wrap(page, language);
        expectWikiListTrail(t, language, listName, (route.meta as (context: unknown) => PageMeta)({ t, language, params: {}, props }));
        cleanup();
      }
    });
  }

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
    // 50,000,000 Sheckles ÷ 1 %, in the Sheckles the column's heading names.
    const cells = [...dragonfly.closest('tr')!.querySelectorAll('td')];
    expect(cells.at(-1)!.textContent).toBe('5,000,000,000');
    expect(screen.getByTestId('egg-hatches').querySelector('thead')!.textContent).toContain('Expected Sheckles');
    expect(fact('egg-hatch-time')).toBe('8\u00a0hr');
    // Dated by the newest copy of its numbers (the egg shop's, August 2025), not a later mirror of its odds.
    expect(fact('egg-data')).toMatch(/Data as of August 30, 2025.*Confidence: high/);
    // Its odds are from the odds module's copy of July; the egg shop's August copy holds its price.
    const caption = screen.getByTestId('egg-hatches').querySelector('caption')!.textContent;
    expect(caption).toMatch(/Data as of July 28, 2025/);
    // Its Sheckles column divides that August price, which the caption names beside the odds' date.
    expect(caption).toContain('(price ÷ chance). Price as of August 30, 2025.');
  });

  // «10 × 1,249 Robux» read as 12,490 Robux: the price of each bundle size is said as a shop says «3 for 10».
  for (const [language, tenFor] of [
    ['en', '10 for 1,249 Robux'],
    ['es', '10 por 1.249 Robux'],
    ['pt', '10 por 1.249 Robux'],
  ] as const) {
    it(`${language}: a premium egg's price is each bundle's, not a product`, () => {
      wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('premium-golden-egg')))!} language={language} />, language);
      const price = fact('egg-price')!;
      expect(price).toContain(tenFor);
      expect(price).not.toContain('×');
    });
  }

  // The Night Egg's chances read 47%, 23.5%, 17.63%… in one column.
  for (const language of ['en', 'ar'] as const) {
    it(`${language}: an egg's chances are written with one number of decimals in its table, as many as the most precise needs`, () => {
      const chances = (id: string) => {
        const view = wrap(<EggPage {...eggPageData(slugOf(wikiEggPath(id)))!} language={language} />, language);
        const cells = [...screen.getByTestId('egg-hatches').querySelectorAll('tbody tr')].map(
          (row) => row.querySelector('td')!.textContent,
        );
        view.unmount();
        return cells;
      };
      // Written by Intl here, with exactly `digits` decimals.
      const percent = (value: number, digits: number) =>
        new Intl.NumberFormat(FORMAT_LOCALES[language], {
          style: 'percent',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(value / 100);
      expect(chances('night-egg')).toEqual([47, 23.5, 17.63, 8.23, 3.53, 0.12].map((value) => percent(value, 2)));
      // Halves keep one decimal, whole numbers none: no decimal the source does not give.
      expect(chances('mythical-egg')).toEqual([36, 27, 27, 8.5, 1.5].map((value) => percent(value, 1)));
      expect(chances('bug-egg')).toEqual([40, 30, 25, 4, 1].map((value) => percent(value, 0)));
    });
  }

  it('an egg whose price and odds are of one copy, or with no Sheckles column, names no price date in its table', () => {
    const captionOf = (data: EggPageData) => {
      const view = wrap(<EggPage {...data} language="en" />);
      const text = screen.queryByTestId('egg-hatches')?.querySelector('caption')?.textContent ?? null;
      view.unmount();
      return text;
    };
    // No egg's price and odds are of one copy in the data today: the Common Egg's page, with its odds dated as its price.
    const common = eggPageData(slugOf(wikiEggPath('common-egg')))!;
    expect(captionOf(common)).toContain('Price as of');
    const pricedAlike = { ...common, oddsAsOf: common.priceAsOf ?? common.asOf };
    const noSheckles = eggs
      .map((egg) => eggPageData(slugOf(wikiEggPath(egg.id)))!)
      .find((data) => data.hatches.length > 0 && data.hatches.every((hatch) => hatch.shecklesToHatch === null));
    for (const data of [pricedAlike, noSheckles]) {
      expect(data).toBeDefined();
      expect(captionOf(data!), data!.egg.id).not.toContain('Price as of');
    }
  });

  // "unknown" twice in a row ran a Portuguese phone's table past its box; the one cell reads as after the chance.
  it('a pet whose chance is unknown has one "unknown" across the chance and the Sheckles; a known chance keeps both cells', () => {
    const data = eggPageData(slugOf(wikiEggPath('fall-egg')))!;
    wrap(<EggPage {...data} language="pt" />, 'pt');
    const rows = [...screen.getByTestId('egg-hatches').querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(data.hatches.length);
    data.hatches.forEach((hatch, index) => {
      const cells = [...rows[index]!.querySelectorAll('td')];
      if (hatch.chancePercent === null) {
        expect(
          cells.map((cell) => [cell.colSpan, cell.textContent]),
          hatch.name,
        ).toEqual([[2, 'desconhecida']]);
      } else {
        expect(
          cells.map((cell) => cell.colSpan),
          hatch.name,
        ).toEqual([1, 1]);
      }
      // The game's English name, hyphenated as English where a phone's column is narrower than a word.
      expect(rows[index]!.querySelector('th')!.lang, hatch.name).toBe('en');
    });
    expect(data.hatches.some((hatch) => hatch.chancePercent === null)).toBe(true);
    expect(data.hatches.some((hatch) => hatch.chancePercent !== null)).toBe(true);
  });

  /** How many paragraphs say exactly `text` (its no-break spaces kept, as French writes them). */
  const saying = (text: string) => [...document.querySelectorAll('p')].filter((paragraph) => paragraph.textContent === text).length;

  // 28 of the 39 tables had "unknown" in every row of the Sheckles column: no Sheckles price, or no odds to divide it by.
  for (const language of LANGUAGES) {
    it(`${language}: an egg with no pet's Sheckles known has no Sheckles column, and says so once under its table`, () => {
      const { t } = i18nFor(language);
      const unpriced = eggs.filter((egg) => {
        const { hatches } = eggPageData(slugOf(wikiEggPath(egg.id)))!;
        return hatches.length > 0 && hatches.every((hatch) => hatch.shecklesToHatch === null);
      });
      expect(unpriced.length).toBeGreaterThan(20);
      // Known chances priced in Chi; chances unknown (one "unknown" each, in the chance column alone); both in one table.
      for (const id of ['zen-egg', 'lich-crystal-egg', 'spooky-egg']) {
        expect(unpriced.map((egg) => egg.id)).toContain(id);
        cleanup();
        wrap(<EggPage {...eggPageData(slugOf(wikiEggPath(id)))!} language={language} />, language);
        const table = screen.getByTestId('egg-hatches');
        const headings = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
        expect(headings, id).toEqual([t('shops.egg.hatches.pet'), t('shops.egg.hatches.chance')]);
        for (const row of table.querySelectorAll('tbody tr')) {
          expect(
            [...row.querySelectorAll('td')].map((cell) => cell.colSpan),
            id,
          ).toEqual([1]);
        }
        // The caption says the chances alone, not how the Sheckles are worked out (price ÷ chance).
        expect(table.querySelector('caption')!.textContent, id).not.toContain('÷');
        expect(saying(t('shops.egg.hatches.shecklesUnknown')), id).toBe(1);
        expect(saying(t('shops.egg.hatches.shecklesOnly')), id).toBe(0);
      }
      // A table with one pet's Sheckles known keeps the column, and the sentence on how they are worked out.
      cleanup();
      wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('fall-egg')))!} language={language} />, language);
      expect(screen.getByTestId('egg-hatches').querySelectorAll('thead th')).toHaveLength(3);
      expect(saying(t('shops.egg.hatches.shecklesUnknown'))).toBe(0);
      expect(saying(t('shops.egg.hatches.shecklesOnly'))).toBe(1);
      // An egg whose pets are not in the data says so, and nothing of a table's Sheckles it does not show.
      cleanup();
      wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('fake-egg')))!} language={language} />, language);
      expect(saying(t('shops.egg.hatches.none'))).toBe(1);
      expect(saying(t('shops.egg.hatches.shecklesUnknown'))).toBe(0);
      expect(saying(t('shops.egg.hatches.shecklesOnly'))).toBe(0);
    });
  }

  // The section and the box its table scrolls in were two regions named "Pets it hatches".
  it('an egg page names each region once', () => {
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('bee-egg')))!} language="en" />);
    // getByRole finds exactly one of each name, or throws.
    const section = screen.getByRole('region', { name: 'Pets it hatches' });
    expect(within(section).getByRole('region', { name: 'Pets it hatches (scrolls sideways)' })).toBeInTheDocument();
  });

  it('an egg no longer sold says so in its own words, beside its 2025 odds', () => {
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('paradise-egg')))!} language="en" />);
    expect(fact('egg-availability')).toMatch(/removed from the egg shop/);
  });

  it('quotes the research in the page’s language, as its translation gives it', () => {
    const paradise = findById(eggs, 'paradise-egg')!;
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('paradise-egg')))!} language="ar" />, 'ar');
    expect(fact('egg-availability')).toBe(
      proseTranslations[paradise.availability!]!.ar!.replace('{{eggShopCopies}}', '21 يونيو – 25 أغسطس 2025').replace(
        '{{removedFromEggShop}}',
        '30 أغسطس 2025',
      ),
    );
    expect(screen.getByTestId('egg-availability').querySelector('[lang="en"]')).toBeNull();
  });

  // The links read "Gem Egg (44.78%)" under facts that gave the same chance with its low confidence.
  it('pet pages link back to the eggs that hatch them, leaving the chances to the facts, where their sureness is', () => {
    const data = petPageData({ slug: wikiPetPath('dragonfly').split('/').at(-1) })!;
    wrap(<EggLinks eggs={data.eggPages} language="en" />);
    const link = within(screen.getByTestId('pet-egg-pages')).getByRole('link', { name: 'Bug Egg' });
    expect(link.getAttribute('href')).toBe(wikiEggPath('bug-egg'));
    const topaz = petPageData({ slug: wikiPetPath('topaz-snail').split('/').at(-1) })!;
    wrap(<EggLinks eggs={topaz.eggPages} language="en" />);
    expect(screen.getAllByTestId('pet-egg-pages').at(-1)).toHaveTextContent(/^[^%]*Gem Egg[^%]*$/);
  });

  it('a gear page says what is unknown as unknown, and its odds where the Gear Shop is read', () => {
    wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-acorn-bell'))!} language="en" />);
    expect(fact('gear-effect')).toBe('unknown');
    expect(fact('gear-chance')).toBe('unknown');
    // An event shop's StockChance has no reading: the page says so rather than working a chance out.
    expect(fact('gear-reading')).toMatch(/not known/);
  });

  it('a gear page writes the minutes its effect names in the page’s language', () => {
    wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-flower-froster-sprinkler'))!} language="en" />);
    expect(fact('gear-effect')).toBe('freezes Flower-type plants for 2.5 minutes');
    cleanup();
    wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-flower-froster-sprinkler'))!} language="es" />, 'es');
    expect(fact('gear-effect')).toBe('congela las plantas de tipo Flower durante 2,5 minutos');
  });

  /** A fact's value by its label, for the facts without a test id. */
  const factAfter = (label: string) =>
    [...document.querySelectorAll('.crop-facts__row')].find((row) => row.querySelector('dt')!.textContent === label)!.querySelector('dd')!
      .textContent;

  // «Chance par restock : inconnu», «Attente moyenne : inconnu» read as mistakes; «Ce qu’il fait : inconnu» does not.
  it('fr: a gear page’s unknown facts read "unknown" in the form each label takes', () => {
    const { t } = i18nFor('fr');
    wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-acorn-bell'))!} language="fr" />, 'fr');
    expect(fact('gear-effect')).toBe('inconnu');
    expect(fact('gear-chance')).toBe('inconnue');
    expect(factAfter(t('shops.gearPage.facts.withinHour'))).toBe('inconnue');
    expect(factAfter(t('shops.gearPage.facts.wait'))).toBe('inconnue');
  });

  // Lich Crystal Egg's data gives neither when it is sold, its hatch time nor its pet's chance.
  it.each([
    ['es', { availability: 'desconocida', hatchTime: 'desconocido', chance: 'desconocida' }],
    ['pt', { availability: 'desconhecida', hatchTime: 'desconhecido', chance: 'desconhecida' }],
    ['ar', { availability: 'غير معروف', hatchTime: 'غير معروفة', chance: 'غير معروف' }],
  ] as const)('%s: an egg page’s unknown facts and odds read "unknown" in the form each label takes', (language, words) => {
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('lich-crystal-egg')))!} language={language} />, language);
    expect(fact('egg-availability')).toBe(words.availability);
    expect(fact('egg-hatch-time')).toBe(words.hatchTime);
    // Its one pet's chance is unknown, and with it the Sheckles: one cell, read as after the chance.
    const cells = [...screen.getByTestId('egg-hatches').querySelectorAll('tbody td')].map((cell) => cell.textContent);
    expect(cells).toEqual([words.chance]);
  });

  it('a Gear Shop gear says how its chance is read and how sure that is; a hidden or pet-shop gear where it is', () => {
    wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-watering-can'))!} language="en" />);
    expect(fact('gear-chance')).toBe('100%');
    expect(fact('gear-reading')).toMatch(/1 in N.*sureness: low/);
    wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-medium-bowl'))!} language="en" />);
    expect(screen.getAllByTestId('gear-sale').at(-1)!.querySelector('dd')!.textContent).toBe('Not sold in any shop in the data');
    // It said "How this shop rolls its stock is not known" of a gear no shop sells.
    expect(screen.getAllByTestId('gear-reading').at(-1)!.querySelector('dd')!.textContent).toMatch(
      /^Sold in no shop in the data, so no chance/,
    );
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
  it('counts and lists only pets as pets: the egg the Premium Primal Egg may hatch is said apart, with its chance', () => {
    const indexed = eggIndexData().eggs.find((egg) => egg.id === 'premium-primal-egg')!;
    const primal = findById(eggs, 'premium-primal-egg')!;
    expect(indexed.petCount).toBe(primal.pets.filter((hatch) => 'petId' in hatch).length);
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('premium-primal-egg')))!} language="en" />);
    const table = screen.getByTestId('egg-hatches');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(indexed.petCount);
    expect(within(table).queryByText('Rainbow Premium Primal Egg')).toBeNull();
    const inside = screen.getByTestId('egg-eggs-inside');
    expect(within(inside).getByRole('link', { name: 'Rainbow Premium Primal Egg' }).getAttribute('href')).toBe(
      wikiEggPath('rainbow-premium-primal-egg'),
    );
    expect(inside.textContent).toMatch(/another egg: Rainbow Premium Primal Egg \(1%\)/);
  });

  it('the egg index counts eggs only, and says what the chest and the internal entry are', () => {
    const data = eggIndexData();
    wrap(<EggIndex eggs={data.eggs} language="en" />);
    const eggCount = data.eggs.filter((egg) => egg.kind === 'egg').length;
    expect(eggCount).toBe(eggs.length - 2);
    expect(screen.getByTestId('egg-count').textContent).toContain(`${eggCount} eggs found (and 2 entries that are not eggs)`);
    const item = (id: string) => document.querySelector(`[data-egg="${id}"]`)!.textContent;
    expect(item('exotic-buttercup-chest')).toMatch(/Robux chest \(a seed pack\), not an egg/);
    expect(item('fake-egg')).toMatch(/internal game entry, not obtainable/);
    expect(item('fake-egg')).not.toMatch(/days|pets/);
  });

  // "Premium New Year's Egg … · unknown · 0 pets" read as an egg that hatches nothing; its pets are simply not in the data.
  it('the egg and gear indexes say which fact is unknown, and a premium egg’s pets are unknown, not none', () => {
    wrap(<EggIndex eggs={eggIndexData().eggs} language="en" />);
    const egg = document.querySelector('[data-egg="premium-new-years-egg"]')!.textContent;
    expect(egg).toContain('hatch time unknown · pets unknown');
    expect(egg).not.toMatch(/0 pets/);
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('premium-new-years-egg')))!} language="en" />);
    expect(screen.getByText('Which pets hatch from this egg is not in the data.')).toBeInTheDocument();
    wrap(<GearIndex gear={gearIndexData().gear} language="en" />);
    expect(document.querySelector('[data-gear="chocolate-sprinkler"]')!.textContent).toMatch(/· price unknown · /);
  });

  it('a chest’s page says it is not an egg and shows no egg facts, hatch time or pets', () => {
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('exotic-buttercup-chest')))!} language="en" />);
    expect(screen.getByTestId('egg-intro').textContent).toMatch(/is not an egg/);
    expect(screen.queryByTestId('egg-hatch-time')).toBeNull();
    expect(screen.queryByText('Pets it hatches')).toBeNull();
    // Its box was headed "Egg facts", with the Pet Egg Shop's StockChance as unknown, under "is not an egg".
    expect(screen.getByRole('heading', { name: 'Chest facts' })).toBeTruthy();
    expect(screen.queryByText(/Egg Shop StockChance/)).toBeNull();
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('fake-egg')))!} language="en" />);
    expect(screen.getAllByTestId('egg-intro').at(-1)!.textContent).toMatch(/internal test entry.*players cannot get it/);
  });

  it('says a research note is in English only when the English note is shown', () => {
    const data = eggPageData(slugOf(wikiEggPath('common-egg')))!;
    wrap(<EggPage {...data} language="es" />, 'es');
    expect(screen.getByTestId('egg-obtain').textContent).toMatch(/^De las notas de investigación: /);
    expect(screen.getByTestId('egg-obtain').textContent).not.toMatch(/inglés/);
    wrap(<EggPage {...data} egg={{ ...data.egg, obtain: { en: data.egg.obtain.en } }} language="es" />, 'es');
    expect(screen.getAllByTestId('egg-obtain').at(-1)!.textContent).toMatch(/^De las notas de investigación \(en inglés\): /);
  });

  it('dates an egg by the copy its numbers come from, and gives no date where the sources give none', () => {
    const dataNote = (id: string) => {
      const view = wrap(<EggPage {...eggPageData(slugOf(wikiEggPath(id)))!} language="en" />);
      const text = fact('egg-data');
      view.unmount();
      return text;
    };
    // Removed from the egg shop in the 2025-08-30 copy: its price is the 2025-08-25 copy's.
    expect(dataNote('paradise-egg')).toMatch(/^Data as of August 25, 2025/);
    expect(dataNote('bee-egg')).toMatch(/^Data as of July 28, 2025/);
    // On sale Dec 2025 – Jan 2026; the module's other windows (to April 2026) do not date its copy.
    expect(dataNote('premium-new-years-egg')).toMatch(/^The sources give no date/);
  });

  // "The sources give no date." stood beside the premium egg's days on sale, the Gem Egg's "~December 2025" and the Fall
  // Egg's "Price as of September 20, 2025.", as if said of them: it says what it is said of.
  it('says what the sources give no date for: an egg’s numbers in its facts, its odds in its table', () => {
    const { t } = i18nFor('en');
    const page = (id: string) => wrap(<EggPage {...eggPageData(slugOf(wikiEggPath(id)))!} language="en" />);
    const caption = () => screen.getByTestId('egg-hatches').querySelector('caption')!.textContent!;
    page('premium-new-years-egg');
    expect(fact('egg-availability')).toMatch(/^on sale Dec 27, 2025/);
    expect(fact('egg-data')).toBe('The sources give no date for its numbers. Confidence: high.');
    cleanup();
    page('gem-egg');
    expect(fact('egg-data')).toBe('The sources give no date for its numbers. Confidence: low.');
    expect(caption()).toBe('Each pet’s chance in the Gem Egg. The sources give no date for the odds. Confidence: low.');
    cleanup();
    page('fall-egg');
    expect(caption()).toContain('Price as of September 20, 2025. The sources give no date for the odds. Confidence:');
    // Nowhere on an egg page, nor in the egg list, is the sentence said bare.
    const bare = /The sources give no date\./;
    expect(document.body.textContent).not.toMatch(bare);
    cleanup();
    wrap(<EggIndex eggs={eggIndexData().eggs} language="en" />);
    const premium = document.querySelector('[data-egg="premium-new-years-egg"] .data-note')!.textContent;
    expect(premium).toBe(`${t('shop.dateUnknown.numbers')}. Confidence: high.`);
    expect(document.body.textContent).not.toMatch(bare);
  });

  // The Jungle Egg's data read "Data from about December 2025": the date of a community auto-buy list its obtain note
  // cites, which shows the egg in the egg shop and gives none of its numbers. Its odds are a fan guide's of Sep-Oct 2025.
  it('dates an egg’s numbers by their sources, and leaves a note’s date to the note', () => {
    const { t } = i18nFor('en');
    const year = t('shop.asOfYear', { date: '2025' });
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('jungle-egg')))!} language="en" />);
    expect(fact('egg-data')).toMatch(new RegExp(`^${year}\\. Confidence: `));
    expect(fact('egg-data')).not.toMatch(/December/);
    expect(screen.getByTestId('egg-obtain').textContent).toMatch(/about December 2025/);
    cleanup();
    wrap(<EggIndex eggs={eggIndexData().eggs} language="en" />);
    const note = document.querySelector('[data-egg="jungle-egg"] .data-note')!.textContent!;
    expect(note).toMatch(new RegExp(`^${year}\\. `));
    expect(note).not.toMatch(/December/);
  });

  // The Gem Egg's odds from one fan page read as the game's own, to the Sheckle, with only "Confidence: low" beside them.
  it('says where an egg’s odds come from before its table: the game’s files, or the kind of source the data names', () => {
    const oddsSource = (id: string) => {
      const view = wrap(<EggPage {...eggPageData(slugOf(wikiEggPath(id)))!} language="en" />);
      const line = screen.queryByTestId('egg-odds-source');
      // Said before the odds, in the section of the table.
      if (line !== null)
        expect(line.compareDocumentPosition(screen.getByTestId('egg-hatches')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const text = line?.textContent ?? null;
      view.unmount();
      return text;
    };
    expect(oddsSource('bug-egg')).toBe('The odds come from the game’s files.');
    expect(oddsSource('premium-primal-egg')).toBe('The odds come from the game’s files.');
    // "chindias.com … (Eurogamer mirror)": the site it copies, named as the data names it.
    expect(oddsSource('fall-egg')).toBe('The odds come from a copy of a page from Eurogamer, not from the game’s files.');
    expect(oddsSource('jungle-egg')).toBe('The odds come from a fan guide, not from the game’s files.');
    expect(oddsSource('gem-egg')).toBe('The odds come from a fan page, not from the game’s files.');
    expect(oddsSource('gourmet-egg')).toBe('The odds come from a community script, not from the game’s files.');
    // No chance known (the Sprout Egg's pets, the Springtide Egg's untrusted figures), no pets, or not an egg: nothing to say it of.
    for (const id of ['sprout-egg', 'springtide-egg', 'premium-new-years-egg', 'exotic-buttercup-chest'])
      expect(oddsSource(id), id).toBeNull();
    // An egg whose odds the data gives with no source says the source is not known; it never guesses one.
    const bug = eggPageData(slugOf(wikiEggPath('bug-egg')))!;
    wrap(<EggPage {...bug} oddsSource={{ kind: 'unknown' }} language="en" />);
    expect(screen.getByTestId('egg-odds-source').textContent).toBe('Where the odds come from is not known.');
  });

  for (const language of LANGUAGES) {
    it(`${language}: the egg list says where each egg’s odds come from, after the date of its numbers`, () => {
      const { t } = i18nFor(language);
      cleanup();
      wrap(<EggIndex eggs={eggIndexData().eggs} language={language} />, language);
      const note = (id: string) => document.querySelector(`[data-egg="${id}"] .data-note`)!.textContent!;
      const sources = {
        game: t('wiki.oddsSource.game'),
        fanGuide: t('wiki.oddsSource.fanGuide'),
        copy: t('wiki.oddsSource.copy', { name: 'Eurogamer' }),
      };
      // After the note's date and confidence, each ended by its full stop.
      expect(note('bug-egg').endsWith(`. ${sources.game}`)).toBe(true);
      expect(note('jungle-egg').endsWith(`. ${sources.fanGuide}`)).toBe(true);
      expect(note('fall-egg').endsWith(`. ${sources.copy}`)).toBe(true);
      // An egg with no chance known says nothing of where chances come from.
      for (const id of ['sprout-egg', 'premium-new-years-egg']) {
        for (const text of Object.values(sources)) expect(note(id), id).not.toContain(text);
      }
      expect(note('premium-new-years-egg').startsWith(t('shop.dateUnknown.numbers'))).toBe(true);
    });
  }

  // The Bee Egg's price is from the one egg-shop copy that sold it, a month older than the date shown for its odds.
  it('dates a price older than the egg’s other numbers beside the price, and no other', () => {
    const priceDate = (id: string) => {
      const view = wrap(<EggPage {...eggPageData(slugOf(wikiEggPath(id)))!} language="en" />);
      const text = screen.queryByTestId('egg-price-date')?.textContent ?? null;
      view.unmount();
      return text;
    };
    expect(priceDate('bee-egg')).toBe('Data as of June 28, 2025');
    expect(priceDate('paradise-egg')).toBeNull();
    expect(priceDate('premium-new-years-egg')).toBeNull();
  });

  // The list dated the Bee Egg's line by its odds alone, so its price read as of a month after the copy it is from.
  it('the egg index dates a price older than the egg’s other numbers beside the price', () => {
    wrap(<EggIndex eggs={eggIndexData().eggs} language="en" />);
    const item = (id: string) => document.querySelector(`[data-egg="${id}"]`)!.textContent;
    expect(item('bee-egg')).toMatch(/^Bee Egg 30,000,000 Sheckles \(price as of June 28, 2025\) · .* Data as of July 28, 2025/);
    expect(item('paradise-egg')).not.toMatch(/price as of/);
    expect(document.body.textContent!.match(/price as of/g)).toHaveLength(1);
  });

  for (const language of LANGUAGES) {
    // The note ended «…see the stock page. Stock»: the menu's one word was the link, after a sentence that pointed to it.
    it(`${language}: an egg the egg shop stocks links to the stock page with words that say what is there`, () => {
      const { t } = i18nFor(language);
      cleanup();
      wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('common-egg')))!} language={language} />, language);
      const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')!.endsWith('grow-a-garden-stock'));
      expect(links.map((link) => link.textContent)).toEqual([t('shops.stockLink')]);
      expect(links[0]!.parentElement!.textContent).toBe(`${t('shops.egg.facts.stockChanceNote')} ${t('shops.stockLink')}`);
    });
  }

  /** The lines of a gear's "where it is sold", each an item of a list, as a screen reader counts them. */
  const saleItems = () =>
    within(screen.getByTestId('gear-sale').querySelector('dd')!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  // Pet Lead said "Pet Egg Shop, gear tab" (a 2025 copy) though the 2026 data lists it in the Tier 2 tab.
  it('a gear the 2026 pet shop lists says where first, then where an older copy had it: the gear tab or no shop', () => {
    const { t } = i18nFor('en');
    wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-rainbow-lollipop'))!} language="en" />);
    expect(saleItems()).toEqual(['Pet Egg Shop, Tier 2 tab (in the newest game data)', t('shops.gearPage.olderCopy.not-sold')]);
    cleanup();
    wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-pet-lead'))!} language="en" />);
    expect(saleItems()).toEqual([
      'Pet Egg Shop, Tier 2 tab (in the newest game data)',
      'In an older copy of the game’s data: the gear tab.',
    ]);
  });

  for (const language of LANGUAGES) {
    it(`${language}: a gear sold at an event or by a merchant names which, the event’s shop with its month, as two items of a list`, () => {
      const { t } = i18nFor(language);
      cleanup();
      wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-acorn-bell'))!} language={language} />, language);
      const event = t('shops.gearPage.soldAtEvent', { event: 'Fall Market', date: formatMonthYear('2025-09', language) });
      expect(saleItems()).toEqual([t('shops.gear.sale.event'), event]);
      cleanup();
      wrap(<GearPage {...gearPageData(slugOf('/wiki/grow-a-garden-gear-night-staff'))!} language={language} />, language);
      const merchant = t('shops.gearPage.soldByMerchant', { merchant: 'Sky Traveling Merchant' });
      expect(saleItems()).toEqual([t('shops.gear.sale.merchant'), merchant]);
    });
  }

  for (const language of LANGUAGES) {
    it(`${language}: the weather page says what a weather does, how long and how often, with how sure its timings are`, () => {
      const { t } = i18nFor(language);
      cleanup();
      wrap(<WeatherPage {...weatherPageData()} language={language} />, language);
      const said = (english: string) => (language === 'en' ? english : proseTranslations[english]![language]!);
      const notes = within(document.getElementById('weather-rain')!).getByTestId('weather-notes');
      // The rain's +50 % and 50 %, as each language writes a percentage and its sign.
      const fifty = { en: '50%', es: '50\u00a0%', fr: '50\u00a0%', ar: '50\u200e%\u200e', id: '50%', pt: '50%' }[language];
      const plusFifty = language === 'ar' ? `\u200e+${fifty}` : `+${fifty}`;
      const effects = said('{{growthSpeed}} growth speed; ~{{wetChance}} chance Wet')
        .replace('{{growthSpeed}}', plusFifty)
        .replace('{{wetChance}}', fifty);
      expect([...notes.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
        `${t('shops.weather.notes.effects')} ${effects}`,
        `${t('shops.weather.notes.duration')} ${said('about 5 min')}`,
        // Every 5 to 10 minutes, as Intl writes a range in the language, isolated left to right.
        `${t('shops.weather.notes.frequency')} ${said('every {{interval}} min (fan)').replace('{{interval}}', `\u2066${language === 'es' ? '5-10' : '5–10'}\u2069`)}`,
        t('shops.weather.notes.timingSure', { level: t('facts.confidence.low') }),
      ]);
      // A weather the research gives none of these for says nothing more.
      expect(within(document.getElementById('weather-acid-rain')!).queryByTestId('weather-notes')).toBeNull();
    });
  }

  it('the weather page names each kind as the data gives it, and disputed mutations as alternatives', () => {
    wrap(<WeatherPage {...weatherPageData()} language="en" />);
    const cells = (id: string) => document.getElementById(`weather-${id}`)!.querySelectorAll('td');
    expect(cells('meteor-shower')[0]!.textContent).toBe('Natural or event');
    expect(cells('earthquake')[0]!.textContent).toBe('Not known');
    expect(cells('rain')[0]!.textContent).toBe('Natural');
    expect(cells('acid-rain')[1]!.textContent).toBe('Toxic (low) or Acidic (low)');
    expect(cells('thunderstorm')[1]!.textContent).toBe('Shocked (high) and Wet (high)');
    // The timings' confidence stands beside the timings, and each mutation's own beside it, so the data note gives
    // neither the record's timing grade nor its grade of the mutations as a whole ("Wet (high)" beside "medium (mutation)").
    expect(cells('rain')[1]!.textContent).toBe('Wet (high)');
    const dataNote = cells('rain')[2]!.cloneNode(true) as HTMLElement;
    dataNote.querySelector('.weather-notes')!.remove();
    expect(dataNote.textContent).not.toMatch(/timing|mutation/);
    expect(dataNote.textContent).toMatch(/Confidence: high \(name\)\.$/);
    expect(screen.getByRole('columnheader', { name: 'Mutations (confidence)' })).toBeInTheDocument();
    // Night grades only its mutation and its timing: its note gives the date alone, not "Confidence: unknown".
    expect(cells('night')[1]!.textContent).toBe('Moonlit (high)');
    const nightNote = cells('night')[2]!.cloneNode(true) as HTMLElement;
    nightNote.querySelector('.weather-notes')!.remove();
    // Beside its timings' "(fan, early 2025)": the sentence says what has no date.
    expect(nightNote.textContent).toBe('The sources give no date for its mutations.');
    // Each weather whose sources give no date has mutations, for that sentence to be said of.
    for (const weather of weatherPageData().weathers.filter((row) => row.asOf === null))
      expect(weather.mutations, weather.id).not.toEqual([]);
    // Moonbeam's weather, which the 2026 research names and the shop research has no record of.
    expect(cells('harvest-moon')[0]!.textContent).toBe('Event');
    expect(cells('harvest-moon')[1]!.textContent).toBe('Moonbeam (medium)');
  });

  it('Moonbeam’s page links to the Harvest Moon weather’s row', () => {
    const moonbeam = mutationPageData(slugOf(wikiMutationPath('moonbeam')))!;
    wrap(<WeatherLinks weathers={moonbeam.weathers} language="en" />);
    expect(screen.getByRole('link', { name: 'Harvest Moon' })).toHaveAttribute('href', wikiWeatherPath('harvest-moon'));
  });
});

/**
 * What a player reads of the research that must not be there: an index's file ids, commit hashes, a site's address,
 * ISO dates or times (a date is written by Intl in the page's language). A hash is seven hex digits with a digit and a letter among them,
 * so that no word or number is taken for one.
 */
const RESEARCH_MARKS = [
  /stored files?|archivos? guardados?|fichiers? stockés?|الملفا?ت? المخزن|file tersimpan|arquivos? armazenados?/i,
  /\b\d{10,}\b/,
  SITE_ADDRESS,
  GAME_TABLE_NAME,
  /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7}\b/,
  /\d{4}-\d{2}-\d{2}/,
  /\{\{|\}\}/,
];

describe('what egg, gear and weather pages show of the research', () => {
  it('writes the dates a note names in the page’s language, and a sale window in UTC', () => {
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('common-egg')))!} language="es" />, 'es');
    expect(fact('egg-availability')).toMatch(/^en la tienda de huevos en todas las copias .*, 22 de mayo – 30 de agosto de 2025; /);
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('premium-new-years-egg')))!} language="en" />);
    expect(screen.getAllByTestId('egg-availability').at(-1)!.querySelector('dd')!.textContent).toBe(
      'on sale Dec 27, 2025, 6:00\u00a0PM – Jan 10, 2026, 6:00\u00a0PM (UTC)',
    );
    // A game table's note says what the table is and its month, not its code name.
    wrap(<EggPage {...eggPageData(slugOf(wikiEggPath('night-egg')))!} language="fr" />, 'fr');
    expect(screen.getAllByTestId('egg-obtain').at(-1)!.textContent).toContain(
      '(données des récompenses de quête du jeu, version de juillet 2025)',
    );
  });

  it.each(LANGUAGES)('%s: the weather the game’s name of which is not known is said as a description, marked as one', (language) => {
    const { t } = i18nFor(language);
    const christmas = weathers.find((weather) => weather.describedAs !== undefined)!;
    expect(christmas.name).toBe('Christmas Harvest winter weather (Dec 2025)');
    const described = `${t('game.weatherDescribed', { event: 'Christmas Harvest', month: formatMonthYear('2025-12', language) })} ${t('game.weatherDescribedNote')}`;
    wrap(<WeatherPage {...weatherPageData()} language={language} />, language);
    const row = document.getElementById(`weather-${christmas.id}`)!;
    expect(row.querySelector('th')!.textContent).toBe(described);
    expect(row.querySelector('th')!.textContent).not.toContain(christmas.name);
    // The mutation pages link to it by the same words; they name its way by the event (game/mutationSources.ts).
    const frozen = mutationPageData({ slug: wikiMutationPath('frozen').split('/').at(-1) })!;
    wrap(<WeatherLinks weathers={frozen.weathers} language={language} />, language);
    expect(screen.getAllByTestId('mutation-weathers').at(-1)!.textContent).toContain(described);
  });

  const textOf = (node: React.ReactNode, language: Language) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18nFor(language)}>
        <MemoryRouter>{node}</MemoryRouter>
      </I18nextProvider>,
    )
      .replace(/<[^>]*>/g, ' ')
      .replace(/&[a-z#0-9]+;/g, ' ');
  const marked = (text: string) => RESEARCH_MARKS.filter((mark) => mark.test(text)).map(String);

  it.each(LANGUAGES)(
    '%s: no file id, commit, site address, game table name, ISO date or template placeholder in any note, name or availability',
    (language) => {
      const found: string[] = [];
      for (const path of eggPaths()) {
        const text = textOf(<EggPage {...eggPageData(slugOf(path))!} language={language} />, language);
        for (const mark of marked(text)) found.push(`${path} ${mark}`);
      }
      for (const path of gearPaths()) {
        const text = textOf(<GearPage {...gearPageData(slugOf(path))!} language={language} />, language);
        for (const mark of marked(text)) found.push(`${path} ${mark}`);
      }
      const weather = textOf(<WeatherPage {...weatherPageData()} language={language} />, language);
      for (const mark of marked(weather)) found.push(`weather ${mark}`);
      expect(found).toEqual([]);
    },
  );
});
