// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { cropValue, getMutation, maxMutationSet, mutationLookups, type Crop } from '../../game';
import { crops, findCrop, getCrop } from '../../game/crops';
import { mutationSourceOf } from '../../game/mutationSources';
import { proseTranslations } from '../../game/shopData';
import { unweighedCrop } from '../../game/test-support/unweighedCrop';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { formatIsoDate, formatList, formatNumber, leftToRight } from '../../lib/format';
import { formatPrice, formatSheckles, formatWeight, obtainableAsOf } from '../../lib/gameText';
import { localizePath, wikiCropPath } from '../../lib/paths';
import { decodeCropQuery } from '../../links/cropQuery';
import { collapseSpaces } from '../../test/collapseSpaces';
import { loadContext } from '../../test/loadContext';
import { cropPageData, pageData } from './cropPage.build';
import cropRoute from './cropRoute';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

/** The page as the build gives it (`crop` stands in for a crop the table lacks). */
function renderCropPage(language: Language, cropId: string, crop?: Crop) {
  const router = createMemoryRouter(
    [
      // The page is given what the build gives it.
      {
        path: localizePath(language, '/wiki/:slug'),
        Component: function CropRoute() {
          const params = useParams();
          return <cropRoute.Component {...(crop ? cropPageData(crop) : pageData(params)!)} />;
        },
      },
      { path: '*', Component: () => <p>home</p> },
    ],
    { initialEntries: [localizePath(language, wikiCropPath(cropId))] },
  );
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('crop page data', () => {
  it('is what the engine gives for every crop, and comes through JSON unchanged', () => {
    for (const crop of crops) {
      const data = pageData({ slug: wikiCropPath(crop.id).split('/').pop() })!;
      expect(data.crop).toBe(crop);
      expect(JSON.parse(JSON.stringify(data)), crop.id).toEqual(data);
      for (const id of data.rows.flatMap((row) => row.mutationIds)) expect(data.mutations[id]?.name).toBe(getMutation(id).name);
      expect(data.related.length).toBeGreaterThan(0);
    }
  });

  it('is null for a slug that names no crop', () => {
    expect(pageData({ slug: 'grow-a-garden-no-such-crop' })).toBeNull();
    expect(pageData({ slug: 'grow-a-garden-pet-kiwi' })).toBeNull();
  });
});

describe('crop page', () => {
  // A reader set to the page's language would read the game's English name with its rules ("Carrot" as Arabic letters).
  it('marks the item’s name in the breadcrumb as English on the other languages’ pages, and nothing on English ones', () => {
    for (const language of ['ar', 'en'] as const) {
      renderCropPage(language, 'carrot');
      const current = document.querySelector('.breadcrumbs [aria-current="page"]')!;
      expect(current.textContent, language).toBe('Carrot');
      expect(current.getAttribute('lang'), language).toBe(language === 'en' ? null : 'en');
      cleanup();
    }
  });

  it('says a crop gone from the game’s files is gone, and since when', () => {
    renderCropPage('en', 'dryblood-rose');
    expect(screen.getByTestId('crop-removed')).toHaveTextContent('Not in the game’s files since November 1, 2025.');
    // In the intro's grid cell: placed on its own, wide screens put it below the whole page body.
    expect(screen.getByTestId('crop-removed').parentElement).toBe(screen.getByTestId('crop-intro').parentElement);
    expect(screen.getByTestId('crop-game-files').parentElement).toBe(screen.getByTestId('crop-intro').parentElement);
    expect(screen.getByTestId('fact-firstSeen')).toHaveTextContent('October 25, 2025');
  });

  it('says a crop no copy of the game’s files ever held was never seen in them, with no removal date or change', () => {
    // The import dates Cherry (Legacy)'s removal on the first export, where the copies begin: it never left them.
    renderCropPage('en', 'cherry-legacy');
    const notice = screen.getByTestId('crop-removed');
    expect(notice).toHaveTextContent(
      'Never seen in the game’s files: none of our copies of them, the first from August 25, 2025, holds it.',
    );
    expect(notice).not.toHaveTextContent('Not in the game’s files since');
    expect(screen.queryByTestId('crop-changes')).toBeNull();
    // Its facts say it once, with no first day in the files beside it («In the game’s files since: unknown»).
    expect(screen.getByTestId('fact-obtainable')).toHaveTextContent(/^Never seen in the game’s files$/);
    expect(screen.queryByTestId('fact-firstSeen')).toBeNull();
    expect(screen.queryByText('In the game’s files since')).toBeNull();
  });

  it('says the game’s files held Dryblood Rose only once, with other numbers than the wiki’s the page shows', () => {
    renderCropPage('en', 'dryblood-rose');
    expect(screen.getByTestId('crop-game-files')).toHaveTextContent(
      'Dryblood Rose was in the game’s files only once, on October 25, 2025, at 8,000 Sheckles, 1.5 kg, Huge 1 in 120. ' +
        'These differ from the community wiki’s numbers, which this page shows.',
    );
    // The page's numbers stay the wiki's.
    expect(screen.getByTestId('fact-baseValue')).toHaveAttribute('data-value', '35000');
    expect(screen.getByTestId('fact-baseWeight')).toHaveTextContent('2.5 kg');
  });

  for (const language of LANGUAGES) {
    it(`${language}: the game’s files’ entry for Dryblood Rose is written the language’s way`, () => {
      renderCropPage(language, 'dryblood-rose');
      const notice = screen.getByTestId('crop-game-files');
      const exact = { normalizeWhitespace: false };
      expect(notice).toHaveTextContent('Dryblood Rose');
      expect(notice).toHaveTextContent(formatIsoDate('2025-10-25', language), exact);
      expect(notice).toHaveTextContent(formatSheckles(i18nFor(language).t, 8_000, language), exact);
      expect(notice).toHaveTextContent(formatWeight(1.5, language), exact);
      expect(notice).toHaveTextContent(formatNumber(120, language), exact);
      expect(notice.textContent).not.toMatch(/\{\{|wiki\.crop/);
    });
  }

  it('writes the first and last export for an entry the game’s files held longer', () => {
    const dryblood = getCrop('dryblood-rose');
    const crop = { ...dryblood, gameFilesEntry: { ...dryblood.gameFilesEntry!, lastSeen: '2025-11-08' } };
    renderCropPage('fr', crop.id, crop);
    const notice = screen.getByTestId('crop-game-files');
    expect(notice).toHaveTextContent(/du 25 octobre 2025 au 8 novembre 2025, la dernière fois avec 8\s000 Sheckles/);
    expect(notice).not.toHaveTextContent('qu’une fois');
  });

  it('says nothing of the kind where the game’s files hold no other numbers', () => {
    for (const id of ['cherry-legacy', 'carrot']) {
      renderCropPage('en', id);
      expect(screen.queryByTestId('crop-game-files'), id).toBeNull();
      cleanup();
    }
  });

  for (const language of LANGUAGES) {
    // Found by "honey carrot", the page said nothing of the name the player searched.
    it(`${language}: a crop with an event form names it and says it is valued the same`, () => {
      renderCropPage(language, 'carrot');
      const line = screen.getByTestId('crop-event-forms');
      expect(line).toHaveTextContent('Honey Carrot');
      expect(line.textContent).toBe(i18nFor(language).t('wiki.crop.eventForms', { count: 1, forms: 'Honey Carrot', name: 'Carrot' }));
      expect(line.textContent).not.toMatch(/\{\{|wiki\.crop/);
      cleanup();
      renderCropPage(language, 'moon-mango');
      expect(screen.queryByTestId('crop-event-forms')).toBeNull();
      cleanup();
    });
  }

  it('lists what changed for a crop in the game’s files, and when', () => {
    renderCropPage('es', 'fennel');
    expect(screen.queryByTestId('crop-removed')).toBeNull();
    const [change, added] = within(screen.getByTestId('crop-changes')).getAllByRole('listitem');
    expect(change).toHaveAttribute('data-date', '2026-08-01');
    expect(change).toHaveTextContent('50.000 Sheckles');
    expect(change).toHaveTextContent('150.000 Sheckles');
    // 2025 too: the day it entered the game's files, at the numbers it had then.
    expect(added).toHaveAttribute('data-change', 'added');
    expect(added).toHaveTextContent(/^6 de septiembre de 2025: .*50\.000 Sheckles, 12 kg/);
    expect(screen.getByTestId('fact-firstSeen')).toHaveTextContent('6 de septiembre de 2025');
  });

  it('names the mutations its max set leaves out because their rules are not known', () => {
    renderCropPage('en', 'carrot');
    expect(screen.getByTestId('max-set-left-out')).toHaveTextContent(
      /^Left out of the max set because how they combine with other mutations is not known: .*Ember.*Moonbeam/,
    );
  });

  it('names the mutations of its max set that no source says how a fruit gets', () => {
    const maxSet = maxMutationSet(getCrop('carrot')).mutationIds;
    const waysUnknown = maxSet.filter((id) => mutationSourceOf(id).obtainedBy.length === 0).map((id) => getMutation(id).name);
    expect(waysUnknown).toContain('Beanbound');
    expect(waysUnknown.length).toBeLessThan(maxSet.length);
    renderCropPage('fr', 'carrot');
    const note = screen.getByTestId('max-set-ways-unknown');
    expect(note).toHaveTextContent(/^Aucune de nos sources ne dit encore comment un fruit obtient ces mutations de l’ensemble maximal/);
    for (const name of waysUnknown) expect(note).toHaveTextContent(name);
    // Frozen, in the set, has known ways (Frost, a fusion).
    expect(maxSet).toContain('frozen');
    expect(note).not.toHaveTextContent('Frozen');
  });

  it('dates whether a crop could be obtained: the data knows it as of December 2025, not today', () => {
    renderCropPage('en', 'fennel');
    // Named, not "it": after the seed's price, "it" would read as the seed.
    expect(screen.getByText('In December 2025, Fennel could no longer be obtained.', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('fact-obtainable').previousElementSibling).toHaveTextContent(/^Obtainable in December 2025$/);
  });

  it('names its sources in words, with the export’s date, and each source’s own name as written', () => {
    renderCropPage('en', 'fennel');
    const sources = screen.getAllByRole('listitem').map((item) => item.textContent);
    // Each name kept left to right (isolated), which reads as nothing in a left-to-right page.
    expect(sources).toContain(`game files: ${leftToRight('Item_Module')}`);
    expect(sources).toContain(`community wiki: ${leftToRight('Module:Crop_Data')}, copied by ${leftToRight('blox-dokploy')}`);
    expect(sources).toContain(`game files: weekly export of August 15, 2026, by ${leftToRight('AhmadV99/Main')}`);
  });

  it('writes “before” the first export for a crop already in it', () => {
    renderCropPage('fr', 'carrot');
    expect(screen.getByTestId('fact-firstSeen')).toHaveTextContent(/^avant le 25 août 2025$/);
    expect(screen.queryByTestId('crop-changes')).toBeNull();
  });

  for (const language of LANGUAGES) {
    it(`${language}: the Moon Mango shows its article, infobox and engine values`, () => {
      const { t } = i18nFor(language);
      renderCropPage(language, 'moon-mango');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('wiki.moonMango.title'));
      const article = screen.getByTestId('moon-mango-article');
      for (const key of ['whatTitle', 'obtainTitle', 'growTitle', 'worthTitle', 'tipsTitle'] as const) {
        expect(within(article).getByRole('heading', { name: t(`wiki.moonMango.article.${key}`) })).toBeInTheDocument();
      }
      // The article's numbers come from the data and the engine, written the language's way.
      // (Exact spaces: French groups digits with a narrow no-break space.)
      const exact = { normalizeWhitespace: false };
      expect(article).toHaveTextContent(formatNumber(1_000_000_000, language), exact);
      expect(article).toHaveTextContent(formatNumber(25_000_000, language), exact);
      expect(screen.getByTestId('fact-tier')).toHaveTextContent(t('game.tier.mythical'));
      expect(screen.getByTestId('fact-baseValue')).toHaveAttribute('data-value', '50000');
      expect(screen.getByTestId('fact-hugeChance')).toHaveTextContent(formatNumber(300, language), exact);
      // That its seed was not sold is said as of the data's date, the one its facts give, not of today.
      const notSold = obtainableAsOf(language);
      expect(within(article).getAllByText(new RegExp(notSold))).toHaveLength(3);
      expect(screen.getByTestId('fact-obtainable').previousElementSibling).toHaveTextContent(notSold);
    });
  }

  it('each mutation of the value table links to its page, in the page’s language', () => {
    renderCropPage('fr', 'moon-mango');
    const table = within(screen.getByTestId('value-table'));
    const shocked = table.getAllByRole('link', { name: 'Shocked' });
    expect(shocked.length).toBeGreaterThan(0);
    for (const link of shocked) expect(link).toHaveAttribute('href', '/fr/wiki/grow-a-garden-mutation-shocked');
  });

  it('every value links to the calculator with the state that gives that exact value', () => {
    renderCropPage('fr', 'moon-mango');
    const links = screen.getAllByTestId('wiki-value');
    expect(links).toHaveLength(18);
    for (const link of links) {
      const href = link.getAttribute('href')!;
      expect(href.startsWith('/fr?')).toBe(true);
      const { state, dropped } = decodeCropQuery(href.slice(href.indexOf('?') + 1), findCrop, mutationLookups);
      expect(dropped).toEqual([]);
      const value = cropValue({
        crop: getCrop(state.cropId!),
        variantId: state.variantId!,
        mutationIds: state.mutationIds ?? [],
        weightKg: state.weightKg!,
      }).value;
      expect(link).toHaveAttribute('data-value', String(value));
      expect(link.textContent).toBe(formatNumber(value, 'fr'));
    }
  });

  it('another crop gets the template without the article, and unknown fields read "unknown", agreeing with their label', () => {
    const crop = getCrop('octobloom');
    expect(crop.tier).toBeNull();
    expect(crop.harvest).toBeNull();
    renderCropPage('es', crop.id);
    const { t } = i18nFor('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(crop.name);
    expect(screen.queryByTestId('moon-mango-article')).toBeNull();
    // «Rareza» and «Cosecha» are feminine.
    expect(screen.getByTestId('fact-tier')).toHaveTextContent(/^desconocida$/);
    expect(screen.getByTestId('fact-harvest')).toHaveTextContent(/^desconocida$/);
    expect(screen.getByTestId('fact-tier')).not.toHaveAttribute('data-value');
    expect(screen.getByTestId('crop-intro')).toHaveTextContent(t('wiki.page.intro.noTier', { name: crop.name }));
    expect(screen.getByTestId('calculator-link')).toHaveAttribute('href', `/es?crop=octobloom&w=${crop.weights!.baseWeight}`);
    expect(within(screen.getByTestId('related-crops')).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('gives the Seed Shop’s price in the facts where the crop data has none, never “unknown” above a price', () => {
    expect(getCrop('great-pumpkin').seedPrice).toBeNull();
    renderCropPage('en', 'great-pumpkin');
    expect(screen.getByTestId('crop-seed-shop')).toHaveTextContent('100,000,000,000 Sheckles');
    expect(screen.getByTestId('fact-seedPrice')).toHaveTextContent('100,000,000,000 Sheckles');
  });

  for (const language of LANGUAGES) {
    // Sunflower's page said nothing of the Seed Shop, where community lists show it, and the stock link read «Stock».
    it(`${language}: says a seed the shop's data knows by name only is in the Seed Shop, price unknown, and links the restock timer`, () => {
      const { t } = i18nFor(language);
      renderCropPage(language, 'sunflower');
      const line = screen.getByTestId('crop-seed-shop');
      expect(line.textContent).toBe(`${t('wiki.crop.seedShopNameOnly')} ${t('wiki.index.stockLink')}`);
      expect(within(line).getByRole('link').textContent).toBe(t('wiki.index.stockLink'));
      cleanup();
      renderCropPage(language, 'great-pumpkin');
      expect(within(screen.getByTestId('crop-seed-shop')).getByRole('link').textContent).toBe(t('wiki.index.stockLink'));
      cleanup();
      renderCropPage(language, 'moon-mango');
      expect(screen.queryByTestId('crop-seed-shop')).toBeNull();
      cleanup();
    });
  }

  for (const language of LANGUAGES) {
    it(`${language}: gives a seed’s instant-buy price in Robux where the Seed Shop’s data has one`, () => {
      const { t } = i18nFor(language);
      renderCropPage(language, 'great-pumpkin');
      const robux = t('wiki.crop.seedShopRobux', { price: formatPrice(t, 1199, 'Robux', language, 'facts.seedPrice') });
      expect(screen.getByTestId('crop-seed-shop')).toHaveTextContent(collapseSpaces(robux));
    });
  }

  for (const language of LANGUAGES) {
    it(`${language}: says where the community wiki gives a crop other numbers than the game’s files the page shows`, () => {
      const { t } = i18nFor(language);
      const numbersText = (value: number, weight: number) =>
        formatList([formatSheckles(t, value, language), formatWeight(weight, language)], language, 'unit');
      // The wiki's numbers were the game's until a change of 2025-09-06.
      renderCropPage(language, 'glowpod');
      expect(screen.getByTestId('crop-wiki-numbers')).toHaveTextContent(
        collapseSpaces(
          t('wiki.crop.wikiNumbersOlder', { name: 'Glowpod', numbers: numbersText(7500, 3), date: formatIsoDate('2025-09-06', language) }),
        ),
      );
      cleanup();
      // Numbers the game's files never held.
      renderCropPage(language, 'ornament-vine');
      expect(screen.getByTestId('crop-wiki-numbers')).toHaveTextContent(
        collapseSpaces(t('wiki.crop.wikiNumbers', { name: 'Ornament Vine', numbers: numbersText(1250, 1) })),
      );
      cleanup();
      renderCropPage(language, 'carrot');
      expect(screen.queryByTestId('crop-wiki-numbers')).toBeNull();
    });
  }

  /** The price the Shadow Spine's note names, as each language writes 50 million: its own digit grouping, in full. */
  const SHADOW_SPINE_PRICE: Readonly<Record<Language, string>> = {
    en: '50,000,000',
    es: '50.000.000',
    fr: '50\u202f000\u202f000',
    ar: '50,000,000',
    id: '50.000.000',
    pt: '50.000.000',
  };

  for (const language of LANGUAGES) {
    it(`${language}: quotes the research on where a crop comes from where it says more than the origin fact, its price in the language's digits`, () => {
      const { t } = i18nFor(language);
      const note = 'Crafting: crafted at the seed workbench (2 Beanstalk + Zebrazinkle + Master Sprinkler + {{price}} Sheckles)';
      renderCropPage(language, 'shadow-spine');
      const said = (language === 'en' ? note : proseTranslations[note]![language]!).replace('{{price}}', SHADOW_SPINE_PRICE[language]);
      expect(screen.getByTestId('crop-origin-note')).toHaveTextContent(collapseSpaces(`${t('wiki.crop.originNote')} ${said}`));
      cleanup();
      // "Seed pack: Gem Chest" says no more than the fact does.
      renderCropPage(language, 'gem-fruit');
      expect(screen.queryByTestId('crop-origin-note')).toBeNull();
    });
  }

  it('shows where a crop comes from, in the page’s language with the game’s own name, and the confidence when not high', () => {
    renderCropPage('fr', 'gem-fruit');
    expect(screen.getByTestId('fact-origin')).toHaveTextContent('Paquet de graines : Gem Chest');
    expect(screen.getByTestId('fact-origin')).toHaveAttribute('data-value', 'seed-pack');
    expect(screen.getByTestId('fact-category')).toHaveTextContent('Paquet de graines');
  });

  for (const language of LANGUAGES) {
    it(`${language}: a crop the research gives no origin says where its category files it, and how sure that is`, () => {
      // Every Seed Shop crop, Moon Mango, Blood Banana, Candy Blossom… read "unknown" beside their own category.
      const { t } = i18nFor(language);
      const exact = { normalizeWhitespace: false };
      for (const [id, category] of [
        ['carrot', 'seed shop'],
        ['moon-mango', 'twilight shop'],
        ['blood-banana', 'blood moon shop'],
        ['candy-blossom', 'easter event 2025'],
        ['cauliflower', 'summer seed merchant'],
      ] as const) {
        renderCropPage(language, id);
        const origin = screen.getByTestId('fact-origin');
        expect(origin.textContent, id).toContain(t(`game.category.${category}`));
        expect(origin.textContent, id).toContain(t(`facts.confidence.${category === 'summer seed merchant' ? 'low' : 'medium'}`));
        expect(origin.textContent, id).not.toContain(t('ui.unknown'));
        expect(origin, id).toHaveAttribute('data-value', 'category');
        expect(screen.getByTestId('fact-category'), id).toHaveTextContent(t(`game.category.${category}`), exact);
        cleanup();
      }
    });
  }

  it('writes a category as an origin in the words of the category fact, with its confidence', () => {
    renderCropPage('en', 'carrot');
    expect(screen.getByTestId('fact-origin')).toHaveTextContent(/^Seed Shop \(Confidence: medium\)$/);
    cleanup();
    renderCropPage('fr', 'moon-mango');
    expect(screen.getByTestId('fact-origin')).toHaveTextContent(/^Boutique Twilight \(Fiabilité\s: moyenne\)$/);
  });

  it('says Peppermint Vine was sold in the Seed Shop during the Christmas Harvest event, not that it is a Seed Shop seed', () => {
    renderCropPage('en', 'peppermint-vine');
    expect(screen.getByTestId('fact-origin')).toHaveTextContent(
      /^Sold in the Seed Shop during the Christmas Harvest event \(Confidence: medium\)$/,
    );
    cleanup();
    renderCropPage('es', 'peppermint-vine');
    expect(screen.getByTestId('fact-origin')).toHaveTextContent(/^A la venta en la Seed Shop durante el evento Christmas Harvest/);
  });

  it('gives the crafting origins of the 2026-11 research, with the place a campfire recipe names', () => {
    renderCropPage('en', 'shadow-spine');
    expect(screen.getByTestId('fact-origin')).toHaveTextContent(/^Crafted at a workbench$/);
    cleanup();
    renderCropPage('en', 'smoke-stalk');
    expect(screen.getByTestId('fact-origin')).toHaveTextContent(/^Crafted with a Campfire recipe \(Confidence: medium\)$/);
    cleanup();
    renderCropPage('id', 'egg-melon');
    expect(screen.getByTestId('fact-origin')).toHaveTextContent(/^Dibuat di meja kerja$/);
  });

  for (const language of LANGUAGES) {
    it(`${language}: a crop first in the game’s files after December 2025 says it came in since, so nothing is known`, () => {
      const { t } = i18nFor(language);
      for (const id of ['eggfruit', 'wheatcap']) {
        const crop = getCrop(id);
        renderCropPage(language, id);
        expect(screen.getByTestId('fact-obtainable').textContent, id).toBe(t('facts.notYetInFiles'));
        expect(screen.getByTestId('fact-obtainable'), id).not.toHaveAttribute('data-value');
        expect(screen.getByTestId('crop-intro').textContent, id).toContain(
          t('wiki.page.intro.notYetInFiles', { name: crop.name, date: obtainableAsOf(language) }),
        );
        cleanup();
      }
    });
  }

  // "In December 2025, Alien Apple was not yet in the game’s files" read as a crop not in the game, beside a 2026 date.
  it('says in words that a crop added since December 2025 is in the game’s files and its being obtainable unknown', () => {
    renderCropPage('en', 'eggfruit');
    expect(screen.getByTestId('fact-obtainable')).toHaveTextContent(/^Unknown: added since then$/);
    expect(screen.getByTestId('crop-intro')).toHaveTextContent(
      'Eggfruit came into the game’s files after December 2025, so whether it can be obtained is not known.',
    );
  });

  // Dryblood Rose's page read "unknown" where the value list read "Not in the game’s files since November 1, 2025".
  it('says a crop out of the game’s files is, with its day, in its obtainable fact as the value list’s row does', () => {
    const expected: [string, RegExp][] = [
      ['dryblood-rose', /^Not in the game’s files since November 1, 2025$/],
      ['purple-sprout', /^Not in the game’s files since June 27, 2026$/],
      ['cherry-legacy', /^Never seen in the game’s files$/],
    ];
    for (const [id, text] of expected) {
      renderCropPage('en', id);
      expect(screen.getByTestId('fact-obtainable'), id).toHaveTextContent(text);
      // Not under "Obtainable in December 2025": Purple Sprout's removal is of June 2026.
      expect(screen.getByTestId('fact-obtainable').previousElementSibling, id).toHaveTextContent(/^In the game’s files$/);
      cleanup();
    }
  });

  it('leaves “unknown” for a crop the first export after December 2025 holds: it may have come in December’s last days', () => {
    // The export before 2026-01-03 is of 2025-12-27.
    expect(getCrop('kernel-curl').firstSeen).toBe('2026-01-03');
    renderCropPage('en', 'kernel-curl');
    expect(screen.getByTestId('fact-obtainable')).toHaveTextContent(/^unknown$/);
    expect(screen.getByTestId('crop-intro')).not.toHaveTextContent('came into the game’s files after');
  });

  it('a themed crop of unknown source says so, with its low confidence, and stays uncategorized', () => {
    renderCropPage('es', 'reindeer-root');
    expect(screen.getByTestId('fact-origin')).toHaveTextContent(
      'Un cultivo de temática Christmas; no se sabe con exactitud de dónde sale (Fiabilidad: baja)',
    );
    expect(screen.getByTestId('fact-category')).toHaveTextContent('Sin categoría');
  });

  it('gives every crop with a weight its average harvest, by the game’s roll, where the wiki gave none', () => {
    // Fennel (4 kg, 150,000, huge 1 in 300) is not in the wiki's tables, whose "average" would be the base numbers.
    renderCropPage('en', 'fennel');
    expect(screen.getByTestId('fact-averageWeight')).toHaveTextContent('4.235 kg');
    expect(Number(screen.getByTestId('fact-averageWeight').dataset.value)).toBeCloseTo(4 * 1.05 * (1 + 2.5 / 300), 9);
    expect(Number(screen.getByTestId('fact-averageValue').dataset.value)).toBeGreaterThan(150_000);
    expect(screen.getByTestId('fact-averageValue')).not.toHaveTextContent('unknown');
  });

  // A mean has no last digit: beside weights of up to five decimals, Sunflower's read 9.54265 kg, oddly exact.
  it('writes the average weight to four decimals, where a crop’s own weights have every digit', () => {
    renderCropPage('en', 'sunflower');
    expect(screen.getByTestId('fact-averageWeight')).toHaveTextContent(/^9\.5426 kg$/);
  });

  it('a 2026 crop whose weight is unknown reads "unknown" in every weight fact and is valued at its base weight', () => {
    const crop = unweighedCrop;
    expect(crop.weights).toBeNull();
    renderCropPage('ar', crop.id, crop);
    // «القيمة المتوسطة» is feminine; the weights and «احتمال Huge» are masculine.
    for (const [field, unknown] of [
      ['baseWeight', 'غير معروف'],
      ['priceFloorWeight', 'غير معروف'],
      ['averageWeight', 'غير معروف'],
      ['minWeight', 'غير معروف'],
      ['hugeChance', 'غير معروف'],
      ['averageValue', 'غير معروفة'],
    ]) {
      expect(screen.getByTestId(`fact-${field}`).textContent, field).toBe(unknown);
    }
    expect(screen.getByTestId('calculator-link')).toHaveAttribute('href', '/ar?crop=unweighed-flower');
    const normal = screen.getAllByTestId('wiki-value')[0];
    expect(normal).toHaveAttribute('data-value', String(crop.baseValue));
  });

  // «Probabilidad de Huge: desconocido», «Valeur moyenne : inconnu», «Provenance : inconnu» read as mistakes.
  it.each([
    ['es', { hugeChance: 'desconocida', averageValue: 'desconocido', baseWeight: 'desconocido', origin: 'desconocido' }],
    ['fr', { hugeChance: 'inconnue', averageValue: 'inconnue', baseWeight: 'inconnu', origin: 'inconnue' }],
    ['pt', { hugeChance: 'desconhecida', averageValue: 'desconhecido', baseWeight: 'desconhecido', origin: 'desconhecido' }],
    ['id', { hugeChance: 'tidak diketahui', averageValue: 'tidak diketahui', baseWeight: 'tidak diketahui', origin: 'tidak diketahui' }],
  ] as const)('%s: a crop’s unknown facts read "unknown" in the form its language gives each label', (language, words) => {
    renderCropPage(language, unweighedCrop.id, { ...unweighedCrop, origin: null });
    for (const [field, unknown] of Object.entries(words)) {
      expect(screen.getByTestId(`fact-${field}`).textContent, field).toBe(unknown);
    }
  });

  it('an unknown crop is no page: its load gives nothing to render (and the visitor goes to the wiki list)', async () => {
    const slug = 'grow-a-garden-no-such-crop';
    expect(await cropRoute.load(loadContext(pageData({ slug }), { slug }))).toBeNull();
  });
});
