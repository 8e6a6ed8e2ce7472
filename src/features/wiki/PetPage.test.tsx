// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { A_PET_THAT_GROWS, petWeightAtAge } from '../../game';
import { crops } from '../../game/crops';
import { abilityNotes, findPet, PET_EGG_DATA_FACTS, petHatch, pets, relatedPets, type KnownPetHatch } from '../../game/pets';
import { proseTranslations } from '../../game/shopData';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { confidenceText, confidenceWord } from '../../lib/confidence';
import { formatIsoDate, formatKg, formatMonthYear, formatNumber, formatPercent } from '../../lib/format';
import { formatSheckles } from '../../lib/gameText';
import { localizePath, PAGE_PATHS, wikiCropPath, wikiPetPath } from '../../lib/paths';
import { petIndexChoices } from '../../links/petIndexQuery';
import { collapseSpaces } from '../../test/collapseSpaces';
import { loadContext } from '../../test/loadContext';
import { cropFromSlug } from './cropSlug';
import { pageData as eggPageData, prerenderPaths as eggPaths } from './eggPage.build';
import { filterPets } from './PetIndex';
import { pageData as petIndexData } from './petIndex.build';
import petIndexRoute from './petIndexRoute';
import { exampleHatches } from './PetPage';
import { pageData, petFromSlug, prerenderPaths } from './petPage.build';
import type { PetPageData } from './petPageData';
import petRoute from './petRoute';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

/** The value of an infobox fact, as the page shows it. */
const factValue = (testId: string) => screen.getByTestId(testId).querySelector('dd')!.textContent;

/** The page at `path`, given what the build gives it, or `data` where a test changes that. */
function renderPetPage(language: Language, path: string, data?: PetPageData) {
  const router = createMemoryRouter(
    [
      {
        path: localizePath(language, '/wiki/:slug'),
        Component: () => {
          const params = useParams();
          return <petRoute.Component {...(data ?? pageData(params)!)} />;
        },
      },
      { path: '*', Component: () => <p>home</p> },
    ],
    { initialEntries: [localizePath(language, path)] },
  );
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('pet addresses', () => {
  it('never collide with a crop page or the pet index, for every id', () => {
    const cropPaths = new Set([...crops.map((crop) => wikiCropPath(crop.id)), PAGE_PATHS.petIndex, PAGE_PATHS.wikiIndex]);
    for (const pet of pets) {
      const path = wikiPetPath(pet.id);
      expect(cropPaths.has(path)).toBe(false);
      const slug = path.split('/').pop();
      expect(petFromSlug(slug)).toBe(pet);
      expect(cropFromSlug(slug)).toBeUndefined();
    }
    // Kiwi and Mandrake are a crop and a pet: each keeps its own page.
    for (const id of ['kiwi', 'mandrake']) {
      expect(cropFromSlug(wikiCropPath(id).split('/').pop())?.id).toBe(id);
      expect(petFromSlug(wikiPetPath(id).split('/').pop())?.id).toBe(id);
    }
    expect(prerenderPaths()).toHaveLength(pets.length);
  });
});

describe('pet page data', () => {
  it('holds the pet, the pets it links to and its own hatch weights, and comes through JSON unchanged', () => {
    const data = pageData({ slug: 'grow-a-garden-pet-ankylosaurus' })!;
    expect(data.pet).toBe(findPet('ankylosaurus'));
    expect(data.related.map((pet) => pet.id)).toEqual(relatedPets(data.pet, 8).map((pet) => pet.id));
    expect(data.related[0]).toEqual({ id: data.related[0]!.id, name: expect.any(String), rarity: expect.anything() });
    expect(data.hatch).toEqual(petHatch(data.pet));
    expect(data.hatch.known).toBe(true);
    expect(data.eggData).toBe(PET_EGG_DATA_FACTS);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('gives a pet without a range of its own no hatch weights: its hatch is unknown', () => {
    expect(pageData({ slug: 'grow-a-garden-pet-moon-dragon' })!.hatch).toEqual({ known: false });
    const unknown = pets.filter((pet) => !pageData({ slug: wikiPetPath(pet.id).split('/').pop() })!.hatch.known);
    expect(unknown.map((pet) => pet.id)).toEqual(pets.filter((pet) => pet.baseWeightRangeKg === null).map((pet) => pet.id));
  });

  it('is null for a slug that names no pet', () => {
    expect(pageData({ slug: 'grow-a-garden-pet-no-such-pet' })).toBeNull();
    expect(pageData({ slug: 'grow-a-garden-carrot' })).toBeNull();
  });
});

describe('pet page', () => {
  // A reader set to the page's language would read the game's English name with its rules ("Carrot" as Arabic letters).
  it('marks the item’s name in the breadcrumb as English on the other languages’ pages, and nothing on English ones', () => {
    for (const language of ['ar', 'en'] as const) {
      renderPetPage(language, wikiPetPath('ankylosaurus'));
      const current = document.querySelector('.breadcrumbs [aria-current="page"]')!;
      expect(current.textContent, language).toBe(findPet('ankylosaurus')!.name);
      expect(current.getAttribute('lang'), language).toBe(language === 'en' ? null : 'en');
      cleanup();
    }
  });

  for (const language of LANGUAGES) {
    it(`${language}: Ankylosaurus with its rarity, eggs and chances, and an engine growth table`, () => {
      const { t } = i18nFor(language);
      const pet = findPet('ankylosaurus')!;
      renderPetPage(language, wikiPetPath(pet.id));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ankylosaurus');
      expect(screen.getByTestId('pet-rarity')).toHaveTextContent(collapseSpaces(t('game.tier.mythical')));
      const eggs = screen.getByTestId('pet-eggs');
      for (const egg of pet.eggs) {
        expect(eggs).toHaveTextContent(egg.egg);
        expect(eggs.textContent).toContain(formatPercent(egg.chancePercent!, language));
      }
      const rows = within(screen.getByTestId('pet-growth')).getAllByRole('row').slice(1);
      expect(rows.map((row) => Number(row.dataset.age))).toEqual([1, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
      expect(Number(rows.at(-1)!.dataset.weight)).toBe(
        petWeightAtAge(A_PET_THAT_GROWS, exampleHatches(petHatch(pet) as KnownPetHatch).middle, 100),
      );
      // Its own range, from the game's egg data, said as its own.
      expect(screen.getByTestId('pet-hatch')).toHaveAttribute('data-hatch', 'known');
      expect(screen.getByTestId('pet-hatch')).toHaveTextContent(collapseSpaces(formatKg(2.2, language)));
      expect(screen.queryByTestId('pet-hatch-egg-data')).toBeNull();
      expect(screen.getByTestId('pet-calculator-link')).toHaveAttribute(
        'href',
        `${localizePath(language, PAGE_PATHS.petCalculator)}?age=1&kg=1.54&pet=ankylosaurus`,
      );
      expect(within(screen.getByTestId('related-pets')).getAllByRole('link').length).toBeGreaterThan(0);
    });
  }

  // The cards were headed "1", "10", "20" with no word of what the number was.
  it('names the column in every cell of the growth table, the age too, for the cards a phone shows instead of the header', () => {
    renderPetPage('ar', wikiPetPath('raccoon'));
    const table = screen.getByTestId('pet-growth');
    const headers = [...table.querySelectorAll('thead th')].map((header) => header.textContent);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(11);
    for (const row of rows) {
      expect(row.querySelector('th')).toHaveAttribute('data-label', headers[0]);
      const cells = [...row.querySelectorAll('td')];
      expect(cells).toHaveLength(3);
      for (const cell of cells) {
        const label = cell.getAttribute('data-label');
        expect(label).toBeTruthy();
        expect(label).toBe(headers[[...row.children].indexOf(cell)]);
      }
    }
  });

  it('says Chubby Chipmunk does not grow with age, and shows no growth table', () => {
    renderPetPage('en', wikiPetPath('chubby-chipmunk'));
    expect(screen.getByTestId('pet-grows')).toHaveTextContent('No: it gains weight by eating');
    expect(screen.getByTestId('pet-no-growth')).toBeInTheDocument();
    expect(screen.queryByTestId('pet-growth')).toBeNull();
  });

  for (const language of LANGUAGES) {
    it(`${language}: Moon Dragon, with no hatch range of its own, is given none as a fact, and no weights by age`, () => {
      const { t } = i18nFor(language);
      const router = renderPetPage(language, wikiPetPath('moon-dragon'));
      const hatch = screen.getByTestId('pet-hatch');
      expect(hatch).toHaveAttribute('data-hatch', 'unknown');
      expect(hatch).toHaveTextContent(collapseSpaces(t('wiki.pet.hatch.unknown', { name: 'Moon Dragon' })));
      // The range every egg of the 2025 egg data rolled is given apart, dated, as that data's.
      const eggData = screen.getByTestId('pet-hatch-egg-data');
      expect(eggData).toHaveTextContent(collapseSpaces(formatMonthYear(PET_EGG_DATA_FACTS.asOf, language)));
      expect(eggData).toHaveTextContent(collapseSpaces(formatKg(0.8, language)));
      // Nowhere else on the page: no range, no middle of it, no weights worked out from it.
      eggData.remove();
      const article = document.querySelector('article')!;
      for (const kg of [0.8, 0.88, 1.54, 2.2, 22]) expect(article).not.toHaveTextContent(collapseSpaces(formatKg(kg, language)));
      expect(screen.queryByTestId('pet-growth')).toBeNull();
      // Known by name only, it is not known to grow either.
      expect(screen.getByTestId('pet-grows-unknown')).toHaveTextContent(
        collapseSpaces(t('wiki.pet.growth.unknownGrowth', { name: 'Moon Dragon', maxAge: '100', ratio: '10' })),
      );
      expect(screen.getByTestId('pet-calculator-link')).toHaveAttribute(
        'href',
        `${localizePath(language, PAGE_PATHS.petCalculator)}?pet=moon-dragon`,
      );
      expect(router.state.location.pathname).toBe(localizePath(language, wikiPetPath('moon-dragon')));
    });
  }

  it('says in English where the range it compares with comes from, and that the pet may hatch otherwise', () => {
    renderPetPage('en', wikiPetPath('moon-dragon'));
    expect(screen.getByTestId('pet-hatch')).toHaveTextContent('The hatch weights of Moon Dragon are not in the game data we have.');
    expect(screen.getByTestId('pet-hatch-egg-data')).toHaveTextContent(
      'For comparison: in the game’s egg data of about August 2025, every egg hatched its pets at a base weight of 0.8 kg to 2 kg (0.88 kg to 2.2 kg at age 1), and one hatch in 1,000 was Huge. Whether Moon Dragon hatches the same way is not known.',
    );
    expect(document.body).not.toHaveTextContent(/Every egg hatches|Typical hatch/);
  });

  it('calls the middle column of a known range the middle of the range, not a typical hatch', () => {
    renderPetPage('en', wikiPetPath('dog'));
    const headers = [...screen.getByTestId('pet-growth').querySelectorAll('thead th')].map((header) => header.textContent);
    expect(headers).toEqual(['Age', 'Lightest hatch', 'Middle of the range', 'Heaviest hatch']);
    expect(screen.getByTestId('pet-hatch')).toHaveTextContent(
      'Dog hatches at a base weight of 0.8 kg to 2 kg, which the game shows as 0.88 kg to 2.2 kg at age 1. One hatch in 1,000 is Huge and weighs more.',
    );
  });

  it('promises search results a hatch weight only for a pet whose hatch weights the data gives', () => {
    const { t } = i18nFor('en');
    const metaOf = (id: string) => {
      const slug = wikiPetPath(id).split('/').pop();
      return petRoute.meta({ t, language: 'en', params: { slug }, props: pageData({ slug })! });
    };
    expect(metaOf('ankylosaurus').title).toBe(t('wiki.pet.meta.title', { name: 'Ankylosaurus' }));
    expect(metaOf('ankylosaurus').description).toBe(t('wiki.pet.meta.description', { name: 'Ankylosaurus' }));
    expect(metaOf('albino-peacock').title).toBe(t('wiki.pet.meta.titleNoHatch', { name: 'Albino Peacock' }));
    expect(metaOf('albino-peacock').description).toBe(t('wiki.pet.meta.descriptionNoHatch', { name: 'Albino Peacock' }));
    // The pet age does not grow is promised no growth.
    expect(metaOf('chubby-chipmunk').title).toBe(t('wiki.pet.meta.titleNoGrowth', { name: 'Chubby Chipmunk' }));
    expect(metaOf('chubby-chipmunk').description).not.toMatch(/grows/);
  });

  // Search results promised «how its weight grows with age» of a pet whose page says whether it grows is unknown.
  it.each(LANGUAGES)('%s: promises search results no growth of a pet whose growth the data does not know', (language) => {
    const { t } = i18nFor(language);
    const growthUnknown = pets.filter((pet) => pet.knownByNameOnly);
    expect(growthUnknown).toHaveLength(101);
    for (const pet of growthUnknown) {
      const meta = petRoute.meta({ t, language, params: {}, props: { pet, hatch: petHatch(pet) } as PetPageData });
      expect(meta.title, pet.id).toBe(t('wiki.pet.meta.titleGrowthUnknown', { name: pet.name }));
      expect(meta.description, pet.id).toBe(t('wiki.pet.meta.descriptionGrowthUnknown', { name: pet.name }));
    }
    const { description } = petRoute.meta({
      t,
      language,
      params: {},
      props: pageData({ slug: wikiPetPath('anglerfish').split('/').pop() })!,
    });
    expect(description).not.toBe(t('wiki.pet.meta.descriptionNoHatch', { name: 'Anglerfish' }));
  });

  // How each language names a hatch weight in a pet page's title and description.
  const HATCH_WEIGHT: Record<Language, RegExp> = {
    en: /hatch weight/,
    es: /peso al nacer/,
    fr: /poids à l’éclosion/,
    ar: /الفقس/,
    id: /berat(nya)? saat menetas/,
    pt: /peso ao nascer/,
  };

  it.each(LANGUAGES)('%s: names a hatch weight in a pet page’s title and description only where the data gives it', (language) => {
    const { t } = i18nFor(language);
    const unknown = pets.filter((pet) => !petHatch(pet).known);
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.length).toBeLessThan(pets.length);
    for (const pet of pets) {
      const meta = petRoute.meta({ t, language, params: {}, props: { pet, hatch: petHatch(pet) } as PetPageData });
      const known = petHatch(pet).known;
      expect(HATCH_WEIGHT[language].test(meta.title), `${pet.id}: ${meta.title}`).toBe(known);
      expect(HATCH_WEIGHT[language].test(meta.description), `${pet.id}: ${meta.description}`).toBe(known);
      expect(meta.title).toContain(pet.name);
    }
  });

  it('says what is not known of a pet known only by name', () => {
    renderPetPage('fr', wikiPetPath('wise-owl'));
    const { t } = i18nFor('fr');
    expect(screen.getByTestId('pet-facts-unknown')).toHaveTextContent(collapseSpaces(t('wiki.pet.factsUnknown')));
    expect(factValue('pet-rarity')).toBe(t('wiki.pet.facts.rarityUnknown'));
    expect(factValue('pet-eggs')).toBe(t('wiki.pet.facts.eggsUnknown'));
  });

  // «Grows with age: Yes» was the data's default for a pet it knows by name only, not something a source says.
  for (const language of LANGUAGES) {
    it(`${language}: says it is not known whether a pet known only by name grows with age, and what a pet that grows does`, () => {
      const { t } = i18nFor(language);
      renderPetPage(language, wikiPetPath('anglerfish'));
      expect(factValue('pet-grows')).toBe(t('wiki.pet.facts.growsUnknown'));
      const growth = screen.getByTestId('pet-grows-unknown');
      const [age, ratio] = [formatNumber(100, language), formatNumber(10, language)];
      expect(growth.textContent).toBe(t('wiki.pet.growth.unknownGrowth', { name: 'Anglerfish', maxAge: age, ratio }));
      expect(screen.queryByTestId('pet-growth-unknown')).toBeNull();
      cleanup();
      // A pet the data knows more of (its rarity and abilities, not its hatch weights) grows by the game's rule.
      renderPetPage(language, wikiPetPath('albino-peacock'));
      expect(factValue('pet-grows')).toBe(t('wiki.pet.facts.growsYes'));
      expect(screen.getByTestId('pet-growth-unknown').textContent).toBe(
        t('wiki.pet.growth.unknownHatch', { name: 'Albino Peacock', maxAge: age, ratio }),
      );
      expect(screen.queryByTestId('pet-grows-unknown')).toBeNull();
    });
  }

  for (const language of LANGUAGES) {
    it(`${language}: says what a pet’s abilities do, one note each in the page’s language, or that it is not known`, () => {
      const { t } = i18nFor(language);
      renderPetPage(language, wikiPetPath('orchid-mantis'));
      const notes = abilityNotes(findPet('orchid-mantis')!);
      const inLanguage = notes.map(({ text }) => (language === 'en' ? text : proseTranslations[text]![language]!));
      expect(factValue('pet-ability-effects')).toBe(
        `${inLanguage.join(t('wiki.pet.facts.noteSeparator'))} (${confidenceText(t, 'medium')})`,
      );
      cleanup();
      renderPetPage(language, wikiPetPath('cornling'));
      expect(factValue('pet-ability-effects')).toBe(t('wiki.pet.facts.abilityEffectsUnknown'));
    });
  }

  for (const language of LANGUAGES) {
    it(`${language}: says how a pet no egg is known to hatch is got, where the data says, and from what`, () => {
      const { t } = i18nFor(language);
      const how = language === 'en' ? 'Season 1 Pass (tier 2)' : proseTranslations['Season 1 Pass (tier 2)']![language]!;
      renderPetPage(language, wikiPetPath('blue-jay'));
      expect(factValue('pet-obtain')).toBe(`${how} (${t('wiki.pet.facts.obtainFromPage')})`);
      cleanup();
      renderPetPage(language, wikiPetPath('firefly'));
      expect(factValue('pet-obtain')).toBe(t('wiki.pet.facts.unobtainableAsOfAbout', { date: formatIsoDate('2025-08', language) }));
      cleanup();
      // A pet whose eggs are known says no more than its eggs.
      renderPetPage(language, wikiPetPath('raccoon'));
      expect(screen.queryByTestId('pet-obtain')).toBeNull();
    });
  }

  /** The Chicken's 10 %, as each language writes a percentage (its space before the sign, Arabic's direction marks). */
  const TEN_PERCENT: Readonly<Record<Language, string>> = {
    en: '10%',
    es: '10\u00a0%',
    fr: '10\u00a0%',
    ar: '10\u200e%\u200e',
    id: '10%',
    pt: '10%',
  };

  // The decimals a note names, written by the build in the page's language: its decimal sign, a sign and a multiplier.
  it.each([
    ['en', 'adds 0.1 kg', 'advance by 70.4 s, with a 7.04% chance of \u2066×1.8\u2069', '+0.15 XP/s'],
    ['fr', 'ajoute 0,1\u00a0kg', 'avancent de 70,4 s, avec 7,04\u00a0% de chance de \u2066×1,8\u2069', '+0,15 XP/s'],
    ['pt', 'soma 0,1 kg', 'avançam 70,4 s, com 7,04% de chance de \u2066×1,8\u2069', '+0,15 XP/s'],
    ['ar', 'ويضيف 0.1 كغم', 'البيض 70.4 ثانية، مع فرصة 7.04\u200e%\u200e لمضاعفة ذلك \u2066×1.8\u2069', '\u200e+0.15 XP'],
  ] as const)('%s: writes the decimals of a pet’s ability notes in the page’s language', (language, elephant, baldEagle, cookedOwl) => {
    renderPetPage(language, wikiPetPath('elephant'));
    expect(factValue('pet-ability-effects')).toContain(elephant);
    cleanup();
    renderPetPage(language, wikiPetPath('bald-eagle'));
    expect(screen.getByTestId('pet-ability-numbers').textContent).toContain(baldEagle);
    cleanup();
    renderPetPage(language, wikiPetPath('cooked-owl'));
    expect(screen.getByTestId('pet-ability-numbers').textContent).toContain(cookedOwl);
  });

  for (const language of LANGUAGES) {
    it(`${language}: gives a pet’s abilities at level 1 with the game’s numbers and their date, each one the data lacks said to be unknown`, () => {
      const { t } = i18nFor(language);
      const effect = 'eggs hatch {{faster}} faster';
      renderPetPage(language, wikiPetPath('chicken'));
      const fact = screen.getByTestId('pet-ability-numbers');
      const said = (language === 'en' ? effect : proseTranslations[effect]![language]!).replace('{{faster}}', TEN_PERCENT[language]);
      expect(within(fact).getByRole('listitem').textContent).toBe(
        `${t('wiki.pet.facts.abilityNumberName', { passive: 'Eggcelerator' })} ${said}`,
      );
      expect(fact).toHaveTextContent(
        collapseSpaces(t('wiki.pet.facts.abilityNumbersAsOf', { date: formatIsoDate('2025-07-23', language) })),
      );
      cleanup();
      // An ability the data has no numbers for is listed as such beside the one it has numbers for.
      renderPetPage(language, wikiPetPath('brown-mouse'));
      expect(within(screen.getByTestId('pet-ability-numbers')).getAllByRole('listitem')[1]!.textContent).toBe(
        `${t('wiki.pet.facts.abilityNumberName', { passive: 'Cheese Hop' })} ${t('wiki.pet.facts.abilityNumbersUnknown')}`,
      );
      cleanup();
      renderPetPage(language, wikiPetPath('raccoon'));
      expect(screen.queryByTestId('pet-ability-numbers')).toBeNull();
    });
  }

  for (const language of LANGUAGES) {
    it(`${language}: gives a pet's hunger as the game's files of the data's export have it, or says it is not known`, () => {
      const { t } = i18nFor(language);
      // Mizuchi's 40,000 of a 2025 copy of the game is 70,000 in the export of 2026-08-15.
      renderPetPage(language, wikiPetPath('mizuchi'));
      const date = formatIsoDate('2026-08-15', language);
      expect(factValue('pet-hunger')).toBe(t('wiki.pet.facts.hungerAsOf', { hunger: formatNumber(70_000, language), date }));
      cleanup();
      // Named after that export: no hunger as of it.
      renderPetPage(language, wikiPetPath('cornling'));
      expect(factValue('pet-hunger')).toBe(t('wiki.pet.facts.hungerUnknown'));
    });
  }

  // "unknown" agrees with the fact it stands for: rarity and abilities are feminine in these languages.
  const UNKNOWN_AGREEING: Partial<Record<Language, { rarity: string; abilities: string }>> = {
    es: { rarity: 'desconocida', abilities: 'desconocidas' },
    fr: { rarity: 'inconnue', abilities: 'inconnues' },
    pt: { rarity: 'desconhecida', abilities: 'desconhecidas' },
    ar: { rarity: 'غير معروفة', abilities: 'غير معروفة' },
  };

  it.each(Object.entries(UNKNOWN_AGREEING))(
    '%s: says a name-only pet’s unknown rarity and abilities in words that agree',
    (language, words) => {
      renderPetPage(language as Language, wikiPetPath('wise-owl'));
      expect(factValue('pet-rarity')).toBe(words.rarity);
      expect(factValue('pet-abilities')).toBe(words.abilities);
    },
  );

  for (const language of LANGUAGES) {
    it(`${language}: dates a pet’s chances, hatch range and sell price by the month the data gives`, () => {
      const { t } = i18nFor(language);
      renderPetPage(language, wikiPetPath('raccoon'));
      const month = formatIsoDate('2025-08', language);
      // The data writes "~Aug 2025" for the chances and "Aug 2025" for the sell prices: a month, no day.
      expect(screen.getByTestId('pet-odds-date')).toHaveTextContent(collapseSpaces(t('wiki.pet.facts.chancesAsOfAbout', { date: month })));
      expect(factValue('pet-sell-price')).toBe(
        t('wiki.pet.facts.sellPriceAsOf', { price: formatSheckles(t, 2_000_000, language), date: month }),
      );
      expect(screen.getByTestId('pet-hatch')).toHaveTextContent(collapseSpaces(month));
      cleanup();
      // Chances from a web page carry no date: none is said.
      renderPetPage(language, wikiPetPath('robin'));
      expect(screen.queryByTestId('pet-odds-date')).toBeNull();
    });
  }

  // The Dragonfly's 1% from the game's files and the Robin's 55% from a copy of a fan site's page read alike.
  for (const language of LANGUAGES) {
    it(`${language}: says where a pet’s chances come from beside them, in the words of its eggs’ pages`, () => {
      const { t } = i18nFor(language);
      const source = (id: string) => {
        renderPetPage(language, wikiPetPath(id));
        const line = screen.queryByTestId('pet-odds-source');
        // In the eggs' fact, after the chances and their date.
        if (line !== null) {
          expect(line.closest('[data-testid="pet-eggs"]'), id).not.toBeNull();
          const date = screen.queryByTestId('pet-odds-date');
          if (date !== null) expect(date.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING, id).toBeTruthy();
        }
        const text = line?.textContent ?? null;
        cleanup();
        return text;
      };
      // The same sentences as the eggs' pages, where each egg's own source is said (ShopPages.test.tsx).
      expect(source('raccoon')).toBe(t('wiki.oddsSource.game'));
      expect(source('robin')).toBe(t('wiki.oddsSource.copy', { name: 'Eurogamer' }));
      expect(source('tree-frog')).toBe(t('wiki.oddsSource.fanGuide'));
      expect(source('topaz-snail')).toBe(t('wiki.oddsSource.fanPage'));
      expect(source('french-fry-ferret')).toBe(t('wiki.oddsSource.communityScript'));
      // No chance known, nothing to say it of.
      expect(source('spring-bee')).toBeNull();
      expect(source('wise-owl')).toBeNull();
    });
  }

  // «Chances as of … The odds come from a fan guide, not from the game’s files. (Confidence: medium)» read as said of the source.
  for (const language of LANGUAGES) {
    it(`${language}: says how sure a pet’s eggs are under their list, before their chances’ date and source`, () => {
      const { t } = i18nFor(language);
      renderPetPage(language, wikiPetPath('tree-frog'));
      const eggs = screen.getByTestId('pet-eggs');
      const level = [...eggs.querySelectorAll('.pet-sure')].find((each) => each.textContent!.includes(confidenceWord(t, 'medium')));
      expect(level, 'the eggs’ level').toBeDefined();
      expect(level!.previousElementSibling?.tagName).toBe('UL');
      const source = screen.getByTestId('pet-odds-source');
      expect(level!.compareDocumentPosition(source) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  }

  // No pet's eggs have chances of two sources in the data: were they to, one sentence after both would say one of them.
  it('says each egg’s source on its own line where a pet’s eggs’ chances come from different sources', () => {
    const { t } = i18nFor('en');
    const data = pageData({ slug: wikiPetPath('dragonfly').split('/').at(-1) })!;
    const [bug, exotic] = data.eggOdds;
    const mixed: PetPageData = { ...data, eggOdds: [bug!, { ...exotic!, chanceSource: { kind: 'fanGuide' } }] };
    renderPetPage('en', wikiPetPath('dragonfly'), mixed);
    expect(screen.queryByTestId('pet-odds-source')).toBeNull();
    const lines = within(screen.getByTestId('pet-eggs')).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector('[data-testid="pet-egg-odds-source"]')?.textContent)).toEqual([
      t('wiki.oddsSource.game'),
      t('wiki.oddsSource.fanGuide'),
    ]);
  });

  for (const language of LANGUAGES) {
    it(`${language}: gives the egg data’s chance where the pet’s record has none, marked with its low confidence`, () => {
      const { t } = i18nFor(language);
      renderPetPage(language, wikiPetPath('topaz-snail'));
      expect(screen.getByTestId('pet-eggs')).toHaveTextContent(
        collapseSpaces(
          t('wiki.pet.facts.eggChanceSure', { egg: 'Gem Egg', chance: formatPercent(44.78, language), level: confidenceWord(t, 'low') }),
        ),
      );
    });
  }

  // «Beanpod Egg: 55% (odds confidence: low) (Confidence: low)»: one level said twice in one fact.
  for (const language of LANGUAGES) {
    it(`${language}: says once how sure a pet’s eggs are when their odds are as sure`, () => {
      const { t } = i18nFor(language);
      const data = pageData({ slug: 'grow-a-garden-pet-topaz-snail' })!;
      // Topaz Snail's Gem Egg chance is graded low; here its record is as unsure that the Gem Egg hatches it.
      expect(data.eggOdds).toMatchObject([{ egg: 'Gem Egg', chanceConfidence: 'low' }]);
      const alike: PetPageData = { ...data, pet: { ...data.pet, confidence: { ...data.pet.confidence, egg: 'low' } } };
      renderPetPage(language, wikiPetPath('topaz-snail'), alike);
      const eggs = screen.getByTestId('pet-eggs');
      const chance = formatPercent(44.78, language);
      // The line is the chance alone, with no level of its own.
      expect(within(eggs).getByRole('listitem').textContent).toBe(t('wiki.pet.facts.eggChance', { egg: 'Gem Egg', chance }));
      expect(eggs).toHaveTextContent(collapseSpaces(confidenceText(t, 'low')));
      expect(eggs.textContent!.split(confidenceWord(t, 'low'))).toHaveLength(2);
    });
  }

  it('gives each pet the chance its egg’s page gives, or says it is not known on both', () => {
    const slug = (path: string) => path.split('/').pop();
    let compared = 0;
    for (const eggPath of eggPaths()) {
      const egg = eggPageData({ slug: slug(eggPath) })!;
      for (const hatch of egg.hatches) {
        if (hatch.page?.kind !== 'pet') continue;
        const odds = pageData({ slug: slug(wikiPetPath(hatch.page.id)) })!.eggOdds.find((each) => each.eggId === egg.egg.id);
        const shown = (chance: number | null | undefined) => (chance == null ? null : formatPercent(chance, 'en'));
        expect(shown(odds?.chancePercent), `${hatch.name} in ${egg.egg.name}`).toBe(shown(hatch.chancePercent));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(100);
    // The Springtide Egg's figures are from a script the research trusts very little, and its notes say its odds are
    // unknown: neither its page nor a pet's gives them as chances.
    const springtide = eggPageData({ slug: 'grow-a-garden-egg-springtide-egg' })!;
    expect(springtide.hatches.map((hatch) => [hatch.name, hatch.chancePercent])).toEqual([
      ['Spring Bee', null],
      ['Jerboa', null],
      ['Nyala', null],
      ['Peryton', null],
      ['Gilded Choc Spring Bee', null],
    ]);
  });

  // The page gave «Beanpod Egg: 55%», a figure only the ZYLOHUB dataset gives, which the data calls partly fabricated.
  for (const language of LANGUAGES) {
    it(`${language}: gives Goose no egg or chance that only a made-up source gives, and does not cite that source`, () => {
      const { t } = i18nFor(language);
      renderPetPage(language, wikiPetPath('goose'));
      expect(factValue('pet-eggs')).toBe(t('wiki.pet.facts.eggsUnknown'));
      expect(screen.getByTestId('pet-facts-unknown')).toHaveTextContent(collapseSpaces(t('wiki.pet.factsUnknown')));
      expect(document.body).not.toHaveTextContent('Beanpod');
      expect(document.body).not.toHaveTextContent(formatPercent(55, language));
      expect(factValue('pet-sources')).toBe(t('wiki.pet.sourceKind.script'));
    });
  }

  it('names on Gilded Choc Spring Bee’s page the Springtide Egg its page lists it in, with no chance', () => {
    const { t } = i18nFor('en');
    renderPetPage('en', wikiPetPath('gilded-choc-spring-bee'));
    const eggs = screen.getByTestId('pet-eggs');
    expect(eggs).toHaveTextContent(t('wiki.pet.facts.eggChanceUnknown', { egg: 'Springtide Egg' }));
    expect(eggs).not.toHaveTextContent(formatPercent(0.5, 'en'));
    expect(within(screen.getByTestId('pet-egg-pages')).getByRole('link', { name: 'Springtide Egg' })).toBeInTheDocument();
    expect(screen.getByTestId('pet-egg-pages')).not.toHaveTextContent('%');
  });

  for (const language of LANGUAGES) {
    it(`${language}: keeps the age and the ratio of the growth sentence apart, never two numbers side by side`, () => {
      const [age, ratio] = [formatNumber(100, language), formatNumber(10, language)];
      // A pet without its hatch weights, and one not known to grow.
      for (const [id, testId] of [
        ['albino-peacock', 'pet-growth-unknown'],
        ['moon-dragon', 'pet-grows-unknown'],
      ] as const) {
        renderPetPage(language, wikiPetPath(id));
        const text = screen.getByTestId(testId).textContent!;
        expect(text).toContain(age);
        expect(text).not.toMatch(
          new RegExp(`${age}[\\s\\u200e\\u200f\\u2066-\\u2069]*${ratio}|${ratio}[\\s\\u200e\\u200f\\u2066-\\u2069]*${age}`),
        );
        cleanup();
      }
    });
  }

  const GIANT_FORMS = [
    ['giant-canary', 'Canary'],
    ['giant-leaf-insect', 'Leaf Insect'],
    ['giant-quetzal', 'Quetzal'],
    ['giant-electric-eel', 'Electric Eel'],
    ['giant-cactus-mouse', 'Cactus Mouse'],
    ['giant-desert-tortoise', 'Desert Tortoise'],
  ] as const;

  it.each(GIANT_FORMS)('says %s is a variant of %s, as the older GIANT pages say theirs, not an unknown pet', (id, base) => {
    const { t } = i18nFor('en');
    const pet = findPet(id)!;
    renderPetPage('en', wikiPetPath(id));
    expect(screen.getByTestId('pet-intro')).toHaveTextContent(t('wiki.pet.introVariantUnknown', { name: pet.name, base }));
    expect(screen.getByTestId('pet-facts-unknown')).toHaveTextContent(t('wiki.pet.variantFactsUnknown'));
    expect(within(screen.getByTestId('related-pets')).getAllByRole('link')[0]).toHaveTextContent(base);
    cleanup();
    renderPetPage('en', wikiPetPath('giant-armadillo'));
    expect(screen.getByTestId('pet-intro')).toHaveTextContent(
      t('wiki.pet.introVariant', { name: 'GIANT Armadillo', base: 'Armadillo', rarity: t('game.tier.rare') }),
    );
  });

  for (const language of LANGUAGES) {
    it(`${language}: says a GIANT form is its pet’s variant in the page’s language`, () => {
      const { t } = i18nFor(language);
      renderPetPage(language, wikiPetPath('giant-canary'));
      expect(screen.getByTestId('pet-intro')).toHaveTextContent(
        collapseSpaces(t('wiki.pet.introVariantUnknown', { name: 'GIANT Canary', base: 'Canary' })),
      );
      expect(screen.getByTestId('pet-facts-unknown')).not.toHaveTextContent(collapseSpaces(t('wiki.pet.factsUnknown')));
    });
  }

  it('an unknown pet is no page: its load gives nothing to render (and the visitor goes to its list)', async () => {
    const slug = 'grow-a-garden-pet-no-such-pet';
    expect(await petRoute.load(loadContext(pageData({ slug }), { slug }))).toBeNull();
  });
});

describe('pet index filters', () => {
  // The pets as the build gives them to the index.
  const indexed = JSON.parse(JSON.stringify(petIndexData().pets)) as ReturnType<typeof petIndexData>['pets'];

  it('finds a pet by a misspelt name, best first', () => {
    expect(filterPets(indexed, { query: 'chubby chipmnk', rarity: '', egg: '', sort: 'name' })[0]?.id).toBe('chubby-chipmunk');
  });

  it('narrows by rarity (or unknown rarity) and by egg, and sorts rarest first', () => {
    const mythical = filterPets(indexed, { query: '', rarity: 'mythical', egg: '', sort: 'name' });
    expect(mythical.length).toBe(pets.filter((pet) => pet.rarity === 'mythical').length);
    const unknown = filterPets(indexed, { query: '', rarity: 'unknown', egg: '', sort: 'name' });
    expect(unknown.length).toBe(pets.filter((pet) => pet.rarity === null).length);
    expect(unknown.length).toBeGreaterThan(0);
    const primal = filterPets(indexed, { query: '', rarity: '', egg: 'Primal Egg', sort: 'name' });
    expect(primal.map((pet) => pet.id)).toContain('ankylosaurus');
    expect(primal.length).toBeGreaterThan(1);
    expect(primal.every((pet) => pet.eggs.includes('Primal Egg'))).toBe(true);
    const byRarity = filterPets(indexed, { query: '', rarity: '', egg: '', sort: 'rarity' });
    expect(byRarity[0]?.rarity).toBe('prismatic');
    expect(byRarity.at(-1)?.rarity).toBeNull();
    expect(filterPets(indexed, { query: '', rarity: '', egg: '', sort: 'name' })).toHaveLength(pets.length);
  });

  it('offers only eggs a source the data stands by names: no Beanpod Egg, which only a made-up source gives', () => {
    const { eggs } = petIndexChoices(indexed);
    expect(eggs).toContain('Primal Egg');
    expect(eggs).not.toContain('Beanpod Egg');
  });
});

// «Bunny est un pet Commun»: the rarity read as the pet's adjective, which a feminine tier («Commune») cannot be.
it('fr: a pet page opens on its rarity as a rarity («de rareté Commune»), as the tier names read', () => {
  const bunny = pets.find((pet) => pet.id === 'bunny')!;
  expect(bunny.rarity).toBe('common');
  renderPetPage('fr', wikiPetPath('bunny'));
  expect(screen.getByTestId('pet-intro')).toHaveTextContent('Bunny est un pet de Grow a Garden de rareté Commune.');
  cleanup();
});

// A pet the data gives no rarity read a bare «desconocida», «inconnue» after its name in a list of pets.
describe('a pet listed without a rarity', () => {
  /** The rarity a list of pets shows beside a pet's link. */
  const rarityBeside = (list: HTMLElement, id: string) =>
    [...list.querySelectorAll('a')]
      .find((link) => link.getAttribute('href')!.endsWith(wikiPetPath(id)))!
      .parentElement!.querySelector('.pet-links__rarity')!.textContent;
  const slugOf = (id: string) => ({ slug: wikiPetPath(id).split('/').at(-1) });

  for (const language of LANGUAGES) {
    it(`${language}: reads "rarity not known" beside its name, in the pet index and a pet page's related pets`, () => {
      const { t } = i18nFor(language);
      const unknown = t('wiki.pets.unknownRarity');
      const index = petIndexData();
      const unrated = index.pets.find((pet) => pet.rarity === null)!;
      const router = createMemoryRouter([{ path: '*', Component: () => <petIndexRoute.Component {...index} /> }], {
        initialEntries: [localizePath(language, PAGE_PATHS.petIndex)],
      });
      render(
        <I18nextProvider i18n={i18nFor(language)}>
          <RouterProvider router={router} />
        </I18nextProvider>,
      );
      expect(rarityBeside(screen.getByTestId('pet-list'), unrated.id)).toBe(unknown);
      cleanup();
      const withUnrated = pets.find((pet) => pageData(slugOf(pet.id))!.related.some((other) => other.rarity === null))!;
      const related = pageData(slugOf(withUnrated.id))!.related.find((other) => other.rarity === null)!;
      renderPetPage(language, wikiPetPath(withUnrated.id));
      expect(rarityBeside(screen.getByTestId('related-pets'), related.id)).toBe(unknown);
    });
  }
});
