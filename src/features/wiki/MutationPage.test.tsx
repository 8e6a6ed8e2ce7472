// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider, useParams } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageForParams, type PageKey } from '../../app/pages';
import { cropValue, getMutation, mutations, restrictionFor } from '../../game';
import { crops, getCrop } from '../../game/crops';
import { pets } from '../../game/pets';
import { proseTranslations } from '../../game/shopData';
import type { MutationSourceKind } from '../../game/types';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { formatList, formatMultiplier, formatNumber } from '../../lib/format';
import { localizePath, PAGE_PATHS, wikiCropPath, wikiGearPath, wikiMutationPath, wikiPetPath } from '../../lib/paths';
import { formatNoteDate } from '../../lib/shopFormat';
import { collapseSpaces } from '../../test/collapseSpaces';
import { loadContext } from '../../test/loadContext';
import { cropFromSlug } from './cropSlug';
import { EXAMPLE_CROP_IDS } from './mutationExamples';
import { mutationFromSlug, pageData, prerenderPaths } from './mutationPage.build';
import type { MutationPageData } from './mutationPageData';
import mutationRoute from './mutationRoute';
import { ObtainedBy } from './MutationSections';
import { petFromSlug } from './petPage.build';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

function renderMutationPage(language: Language, path: string) {
  const router = createMemoryRouter(
    [
      // The page is given what the build gives it, as it comes through JSON.
      {
        path: localizePath(language, '/wiki/:slug'),
        Component: () => <mutationRoute.Component {...(JSON.parse(JSON.stringify(pageData(useParams()))) as MutationPageData)} />,
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

const WIKI_SLUG_PAGES: PageKey[] = ['wikiPet', 'wikiMutation', 'wikiCrop'];
const slugOf = (path: string) => path.split('/').pop();
const pageOf = (path: string) => pageForParams(WIKI_SLUG_PAGES, { slug: slugOf(path) });

describe('what a mutation looks like', () => {
  /** The fact's value, as the page shows it. */
  const look = () => screen.getByTestId('mutation-look').querySelector('dd')!.textContent;

  for (const language of LANGUAGES) {
    it(`${language}: says it in the page’s language, or that it is not known`, () => {
      const { t } = i18nFor(language);
      const said = (english: string) => (language === 'en' ? english : proseTranslations[english]![language]!);
      renderMutationPage(language, wikiMutationPath('frozen'));
      expect(look()).toBe(said('encased in an ice block'));
      cleanup();
      renderMutationPage(language, wikiMutationPath('twisted'));
      // The entry's confidence is about how a fruit gets the mutation, not what it looks like: none is given.
      expect(look()).toBe(said('tornado-like swirls around the crop'));
      cleanup();
      renderMutationPage(language, wikiMutationPath('moist'));
      expect(look()).toBe(t('wiki.mutation.facts.lookUnknown'));
    });
  }
});

describe('mutation addresses', () => {
  it('never collide with a crop page, a pet page or an index, for every id', () => {
    const others = new Set([
      ...crops.map((crop) => wikiCropPath(crop.id)),
      ...pets.map((pet) => wikiPetPath(pet.id)),
      PAGE_PATHS.wikiIndex,
      PAGE_PATHS.petIndex,
    ]);
    expect(mutations.length).toBeGreaterThan(0);
    for (const mutation of mutations) {
      const path = wikiMutationPath(mutation.id);
      expect(others.has(path), path).toBe(false);
      expect(pageOf(path)).toBe('wikiMutation');
      expect(mutationFromSlug(slugOf(path))).toBe(mutation);
      expect(cropFromSlug(slugOf(path))).toBeUndefined();
      expect(petFromSlug(slugOf(path))).toBeUndefined();
    }
    // Every crop and pet page is still served by its own page.
    for (const crop of crops) expect(pageOf(wikiCropPath(crop.id)), crop.id).toBe('wikiCrop');
    for (const pet of pets) expect(pageOf(wikiPetPath(pet.id)), pet.id).toBe('wikiPet');
    expect(cropFromSlug(slugOf(PAGE_PATHS.mutationIndex))).toBeUndefined();
    expect(prerenderPaths()).toEqual(mutations.map((mutation) => wikiMutationPath(mutation.id)));
  });
});

/** A way as its list item reads it: its kind, then its name. */
const wayText = (t: TFunction, kind: MutationSourceKind, name: string) =>
  `${t('wiki.mutation.obtain.wayKind', { kind: t(`wiki.mutation.obtain.kinds.${kind}`) })} ${name}`;

const exampleRow = (cropId: string) =>
  within(screen.getByTestId('mutation-examples'))
    .getAllByRole('row')
    .find((row) => row.dataset.crop === cropId)!;
const valueOf = (cropId: string, mutationIds: string[]) =>
  cropValue({ crop: getCrop(cropId), weightKg: getCrop(cropId).weights?.baseWeight ?? null, variantId: 'normal', mutationIds }).value;

describe('mutation page data', () => {
  it('is what the engine says of every mutation, names every mutation it mentions, and comes through JSON unchanged', () => {
    for (const mutation of mutations) {
      const data = pageData({ slug: slugOf(wikiMutationPath(mutation.id)) })!;
      expect(data.mutation).toBe(mutation);
      expect(JSON.parse(JSON.stringify(data)), mutation.id).toEqual(data);
      const mentioned = [
        ...data.related,
        ...data.conflicts.flatMap(({ otherId, preview }) => [otherId, preview.candidateId, ...preview.addedIds, ...preview.removedIds]),
        ...[...data.roles.madeBy, ...data.roles.fusesInto, ...data.roles.chains].flatMap((rule) =>
          rule.kind === 'fusion' ? [rule.resultId, ...rule.requires.flat()] : rule.memberIds,
        ),
      ];
      for (const id of mentioned) expect(data.names[id], `${mutation.id} names ${id}`).toBe(getMutation(id).name);
    }
  });

  it('is null for a slug that names no mutation', () => {
    expect(pageData({ slug: 'grow-a-garden-mutation-no-such' })).toBeNull();
    expect(pageData({ slug: 'grow-a-garden-carrot' })).toBeNull();
  });
});

describe('mutation page', () => {
  // A reader set to the page's language would read the game's English name with its rules.
  it('marks the mutation’s name in the breadcrumb as English on the other languages’ pages, and nothing on English ones', () => {
    for (const language of ['ar', 'en'] as const) {
      renderMutationPage(language, wikiMutationPath('frozen'));
      const current = document.querySelector('.breadcrumbs [aria-current="page"]')!;
      expect(current.textContent, language).toBe('Frozen');
      expect(current.getAttribute('lang'), language).toBe(language === 'en' ? null : 'en');
      cleanup();
    }
  });

  for (const language of LANGUAGES) {
    it(`${language}: Shocked (×100 in the data) adds 99, is obtained by Thunderstorm, with engine examples and a calculator link`, () => {
      const { t } = i18nFor(language);
      renderMutationPage(language, wikiMutationPath('shocked'));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shocked');
      const { multiplier } = getMutation('shocked');
      expect(multiplier).toBe(100);
      expect(screen.getByTestId('mutation-multiplier')).toHaveTextContent(formatMultiplier(multiplier, language));
      expect(screen.getByTestId('mutation-adds').textContent).toContain(formatNumber(multiplier - 1, language));
      expect(screen.getByTestId('mutation-intro')).toHaveTextContent(formatMultiplier(multiplier, language));
      const ways = screen.getByTestId('mutation-obtain');
      expect(ways).toHaveTextContent(collapseSpaces(wayText(t, 'weather', 'Thunderstorm')));
      expect(ways).toHaveTextContent(collapseSpaces(wayText(t, 'pet', 'Raiju')));
      expect(screen.getByTestId('mutation-confidence')).toHaveTextContent(
        collapseSpaces(t('wiki.mutation.obtain.confidence', { level: t('facts.confidence.high') })),
      );
      for (const cropId of EXAMPLE_CROP_IDS) {
        expect(Number(exampleRow(cropId).dataset.without)).toBe(valueOf(cropId, []));
        expect(Number(exampleRow(cropId).dataset.with)).toBe(valueOf(cropId, ['shocked']));
        expect(within(exampleRow(cropId)).getByTestId('mutation-example-value').textContent).toBe(
          formatNumber(valueOf(cropId, ['shocked']), language),
        );
      }
      expect(screen.getByTestId('calculator-link')).toHaveAttribute('href', `${localizePath(language, '/')}?crop=carrot&m=shocked`);
      // Shocked shares no fruit with Stormbound and Stormcharged: each is named with what the game does.
      const conflicts = within(screen.getByTestId('mutation-conflicts'));
      for (const id of getMutation('shocked').conflictsWith) {
        expect(conflicts.getByRole('link', { name: getMutation(id).name })).toHaveAttribute(
          'href',
          localizePath(language, wikiMutationPath(id)),
        );
      }
    });

    it(`${language}: Frozen is made by the fusion of Wet or Drenched with Chilled, worded from the engine’s rule`, () => {
      const { t } = i18nFor(language);
      renderMutationPage(language, wikiMutationPath('frozen'));
      const rules = screen.getByTestId('mutation-rules');
      expect(within(rules).getByText(t('wiki.mutation.rules.madeBy'))).toBeInTheDocument();
      for (const name of ['Wet', 'Drenched', 'Chilled']) {
        expect(rules).toHaveTextContent(name);
        expect(screen.getByTestId('mutation-obtain')).toHaveTextContent(name);
      }
      expect(screen.getByTestId('mutation-obtain')).toHaveTextContent(collapseSpaces(t('wiki.mutation.obtain.kinds.fusion')));
    });

    it(`${language}: Beanbound says plainly that how a fruit gets it is not known, and what is known around it`, () => {
      const { t } = i18nFor(language);
      renderMutationPage(language, wikiMutationPath('beanbound'));
      expect(screen.getByTestId('mutation-obtain-unknown')).toHaveTextContent(
        collapseSpaces(t('wiki.mutation.obtain.unknown', { name: 'Beanbound' })),
      );
      expect(screen.queryByTestId('mutation-obtain')).toBeNull();
      // The research's note, in the page's language: the server event of a similar name.
      const note = screen.getByTestId('mutation-obtain-note');
      expect(note).toHaveTextContent(collapseSpaces(t('wiki.mutation.obtain.note')));
      expect(note).toHaveTextContent('Beanaura');
      expect(note.querySelector('[lang="en"]')).toBeNull();
      cleanup();
      // Where the research only says that no source says, the page adds nothing.
      renderMutationPage(language, wikiMutationPath('moist'));
      expect(screen.getByTestId('mutation-obtain-unknown')).toBeInTheDocument();
      expect(screen.queryByTestId('mutation-obtain-note')).toBeNull();
    });

    it(`${language}: Honeygem (2026) says its combination rules are not known, not that it has none`, () => {
      const { t } = i18nFor(language);
      renderMutationPage(language, wikiMutationPath('honeygem'));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Honeygem');
      expect(screen.getByTestId('mutation-rules-unknown')).toHaveTextContent(
        collapseSpaces(t('wiki.mutation.rules.unknown', { name: 'Honeygem' })),
      );
      expect(screen.getByTestId('mutation-conflicts-unknown')).toHaveTextContent(
        collapseSpaces(t('wiki.mutation.conflicts.unknown', { name: 'Honeygem' })),
      );
      expect(screen.queryByTestId('mutation-no-conflicts')).toBeNull();
      expect(screen.getByTestId('mutation-obtain')).toHaveTextContent('King Bee');
    });

    it(`${language}: Dawnbound is limited to its crops, valued on them, with the sources’ medium confidence`, () => {
      const { t } = i18nFor(language);
      renderMutationPage(language, wikiMutationPath('dawnbound'));
      const allowed = restrictionFor('dawnbound')!;
      expect(allowed.length).toBeGreaterThan(0);
      const crops = within(screen.getByTestId('mutation-crops'));
      const inferred = within(screen.getByTestId('mutation-crops-inferred'));
      for (const cropId of allowed) {
        // The source names Sunflower alone; Legacy Sunflower is the site's own inference, and said to be one.
        expect((cropId === 'legacy-sunflower' ? inferred : crops).getByRole('link', { name: getCrop(cropId).name })).toHaveAttribute(
          'href',
          localizePath(language, wikiCropPath(cropId)),
        );
        expect(Number(exampleRow(cropId).dataset.with)).toBe(valueOf(cropId, ['dawnbound']));
      }
      expect(crops.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sunflower']);
      expect(screen.getByRole('region', { name: t('wiki.mutation.crops.heading') })).toHaveTextContent(
        collapseSpaces(t('wiki.mutation.crops.inferred', { name: 'Dawnbound', crop: 'Legacy Sunflower', takenFor: 'Sunflower' })),
      );
      expect(screen.getByTestId('mutation-obtain')).toHaveTextContent('Sun God');
      expect(screen.getByTestId('mutation-confidence')).toHaveTextContent(
        collapseSpaces(t('wiki.mutation.obtain.confidence', { level: t('facts.confidence.medium') })),
      );
      expect(document.body.textContent).not.toContain('EMOCII');
      expect(screen.getByTestId('calculator-link')).toHaveAttribute(
        'href',
        `${localizePath(language, '/')}?crop=${allowed[0]}&m=dawnbound`,
      );
    });

    it(`${language}: each way shows the research’s remark on it, in the page’s language, and the entry’s note`, () => {
      const { t } = i18nFor(language);
      const noteIn = (english: string) => proseTranslations[english]?.[language] ?? english;
      const wayItem = (kind: MutationSourceKind, name: string) =>
        within(screen.getByTestId('mutation-obtain'))
          .getAllByRole('listitem')
          .find((item) => {
            const note = item.querySelector('[data-testid="mutation-way-note"]')?.textContent ?? '';
            return item.textContent!.slice(0, item.textContent!.length - note.length).trim() === wayText(t, kind, name);
          })!;
      const weak = 'fan pages only; the game text only says "random actions"';
      for (const id of ['moonlit', 'chilled', 'choc']) {
        renderMutationPage(language, wikiMutationPath(id));
        expect(wayItem('pet', 'Tanuki').querySelector('[data-testid="mutation-way-note"]')).toHaveTextContent(
          collapseSpaces(`(${noteIn(weak)})`),
        );
        // The entry's confidence is said to be of the ways together, and a way's note to qualify it.
        expect(screen.getByTestId('mutation-confidence')).toHaveTextContent(collapseSpaces(t('wiki.mutation.obtain.notesQualify')));
        cleanup();
      }
      renderMutationPage(language, wikiMutationPath('tranquil'));
      expect(wayItem('event', 'Tranquil')).toHaveTextContent(collapseSpaces(noteIn('community script only')));
      cleanup();
      renderMutationPage(language, wikiMutationPath('frozen'));
      expect(wayItem('weather', 'Frost')).toHaveTextContent(collapseSpaces(noteIn('on a crop that is already Wet')));
      cleanup();
      renderMutationPage(language, wikiMutationPath('honeygem'));
      expect(wayItem('pet', 'King Bee')).toHaveTextContent(collapseSpaces(noteIn('Pollinated fruit in the garden may also get Honeygem')));
      cleanup();
      renderMutationPage(language, wikiMutationPath('moonbeam'));
      const moonCoins = 'Harvest Moon event ({{harvestMoonEvent}}); fruit with it sells for Moon Coins.';
      expect(screen.getByTestId('mutation-obtain-note')).toHaveTextContent(
        collapseSpaces(
          `${t('wiki.mutation.obtain.note')} ${noteIn(moonCoins).replace('{{harvestMoonEvent}}', formatNoteDate('2026-08-01', language))}`,
        ),
      );
      // Every note has its words in each language: none is marked as English.
      expect(document.body.textContent).not.toContain(t('wiki.mutation.obtain.noteInEnglish'));
    });

    it(`${language}: Toxic and Acidic say the sources disagree on which one Acid Rain gives, not that it gives both`, () => {
      const { t } = i18nFor(language);
      for (const [id, other] of [
        ['toxic', 'acidic'],
        ['acidic', 'toxic'],
      ] as const) {
        renderMutationPage(language, wikiMutationPath(id));
        const disputed = screen.getByTestId('mutation-obtain-disputed');
        expect(disputed).toHaveTextContent(
          collapseSpaces(
            `${t('wiki.mutation.obtain.disputed', { way: 'Acid Rain' })} ${formatList([getMutation(id).name, getMutation(other).name], language, 'disjunction')}`,
          ),
        );
        expect(within(disputed).getByRole('link', { name: getMutation(other).name })).toHaveAttribute(
          'href',
          localizePath(language, wikiMutationPath(other)),
        );
        // Not listed among the mutations a fruit gets the same way.
        expect(screen.queryByTestId('related-mutations')?.textContent ?? '').not.toContain(getMutation(other).name);
        cleanup();
      }
    });
  }

  it('words an “other” way only where the site translates it', () => {
    renderMutationPage('es', wikiMutationPath('oldamber'));
    expect(screen.getByTestId('mutation-obtain')).toHaveTextContent(i18nFor('es').t('wiki.mutation.obtain.other.oldamber'));
    expect(document.body.textContent).not.toContain('Ageing');
  });

  it('marks a way’s note as English where no translation gives it', () => {
    const data = JSON.parse(JSON.stringify(pageData({ slug: slugOf(wikiMutationPath('frozen')) }))) as MutationPageData;
    const frost = data.source.ways.find((way) => way.name === 'Frost')!;
    frost.note = { en: frost.note!.en };
    data.source.note = { en: 'An entry note no one translated.' };
    render(
      <I18nextProvider i18n={i18nFor('es')}>
        <MemoryRouter>
          <ObtainedBy data={data} language="es" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const { t } = i18nFor('es');
    const note = screen.getAllByTestId('mutation-way-note').find((each) => each.textContent!.includes('already Wet'))!;
    expect(note).toHaveTextContent(`(${t('wiki.mutation.obtain.inEnglish')} on a crop that is already Wet)`);
    expect(note.querySelector('[lang="en"]')).toHaveTextContent('on a crop that is already Wet');
    expect(screen.getByTestId('mutation-obtain-note')).toHaveTextContent(
      `${t('wiki.mutation.obtain.noteInEnglish')} An entry note no one translated.`,
    );
  });

  it('an unknown mutation is no page: its load gives nothing to render (and the visitor goes to its list)', async () => {
    const slug = 'grow-a-garden-mutation-no-such-mutation';
    expect(await mutationRoute.load(loadContext(pageData({ slug }), { slug }))).toBeNull();
  });
});

describe('a mutation page’s ways', () => {
  it('link the pet or gear that gives the mutation to its page, and name without a link one the site has no page for', () => {
    renderMutationPage('en', wikiMutationPath('frozen'));
    const ways = within(screen.getByTestId('mutation-obtain'));
    expect(ways.getByRole('link', { name: 'Polar Bear' })).toHaveAttribute('href', wikiPetPath('polar-bear'));
    expect(ways.getByRole('link', { name: 'Flower Froster Sprinkler' })).toHaveAttribute('href', wikiGearPath('flower-froster-sprinkler'));
    // A weather's way names it; the page's weather section links its row.
    expect(ways.queryByRole('link', { name: 'Frost' })).toBeNull();
    cleanup();
    const vamp = mutations.find((mutation) =>
      pageData({ slug: slugOf(wikiMutationPath(mutation.id)) })!.source.ways.some((way) => way.name === 'Mutation Spray Vamp'),
    )!;
    renderMutationPage('en', wikiMutationPath(vamp.id));
    expect(screen.getByTestId('mutation-obtain')).toHaveTextContent('Gear: Mutation Spray Vamp');
    expect(within(screen.getByTestId('mutation-obtain')).queryByRole('link', { name: 'Mutation Spray Vamp' })).toBeNull();
  });
});
