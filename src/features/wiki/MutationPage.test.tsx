// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageForParams, type PageKey } from '../../app/pages';
import { cropValue, getMutation, mutations, restrictionFor } from '../../game';
import { crops, getCrop } from '../../game/crops';
import { pets } from '../../game/pets';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { formatMultiplier, formatNumber } from '../../lib/format';
import { localizePath, PAGE_PATHS, wikiCropPath, wikiMutationPath, wikiPetPath } from '../../lib/paths';
import { collapseSpaces } from '../../test/collapseSpaces';
import { loadContext } from '../../test/loadContext';
import { cropFromSlug } from './cropSlug';
import { EXAMPLE_CROP_IDS } from './mutationExamples';
import { mutationFromSlug, pageData, prerenderPaths } from './mutationPage.build';
import type { MutationPageData } from './mutationPageData';
import mutationRoute from './mutationRoute';
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
      expect(ways).toHaveTextContent(
        collapseSpaces(t('wiki.mutation.obtain.way', { kind: t('wiki.mutation.obtain.kinds.weather'), name: 'Thunderstorm' })),
      );
      expect(ways).toHaveTextContent(
        collapseSpaces(t('wiki.mutation.obtain.way', { kind: t('wiki.mutation.obtain.kinds.pet'), name: 'Raiju' })),
      );
      // The research remarks are English notes, never shown.
      expect(document.body.textContent).not.toContain('struck by lightning');
      expect(screen.getByTestId('mutation-confidence')).toHaveTextContent(
        collapseSpaces(t('facts.confidenceOf', { level: t('facts.confidence.high') })),
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

    it(`${language}: Beanbound says plainly that how a fruit gets it is not known`, () => {
      const { t } = i18nFor(language);
      renderMutationPage(language, wikiMutationPath('beanbound'));
      expect(screen.getByTestId('mutation-obtain-unknown')).toHaveTextContent(
        collapseSpaces(t('wiki.mutation.obtain.unknown', { name: 'Beanbound' })),
      );
      expect(screen.queryByTestId('mutation-obtain')).toBeNull();
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
      for (const cropId of allowed) {
        expect(crops.getByRole('link', { name: getCrop(cropId).name })).toHaveAttribute(
          'href',
          localizePath(language, wikiCropPath(cropId)),
        );
        expect(Number(exampleRow(cropId).dataset.with)).toBe(valueOf(cropId, ['dawnbound']));
      }
      expect(screen.getByTestId('mutation-obtain')).toHaveTextContent('Sun God');
      expect(screen.getByTestId('mutation-confidence')).toHaveTextContent(
        collapseSpaces(t('facts.confidenceOf', { level: t('facts.confidence.medium') })),
      );
      expect(document.body.textContent).not.toContain('EMOCII');
      expect(screen.getByTestId('calculator-link')).toHaveAttribute(
        'href',
        `${localizePath(language, '/')}?crop=${allowed[0]}&m=dawnbound`,
      );
    });
  }

  it('words an “other” way only where the site translates it', () => {
    renderMutationPage('es', wikiMutationPath('oldamber'));
    expect(screen.getByTestId('mutation-obtain')).toHaveTextContent(i18nFor('es').t('wiki.mutation.obtain.other.oldamber'));
    expect(document.body.textContent).not.toContain('Ageing');
  });

  it('an unknown mutation is no page: its load gives nothing to render (and the visitor goes home)', async () => {
    const slug = 'grow-a-garden-mutation-no-such-mutation';
    expect(await mutationRoute.load(loadContext(pageData({ slug }), { slug }))).toBeNull();
  });
});
