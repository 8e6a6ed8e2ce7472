// @vitest-environment jsdom
import { act, render, within } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxMutationSet, mutationLookups } from '../../game';
import { dataChangelog } from '../../game/changelog';
import { findCrop, getCrop } from '../../game/crops';
import { sellPriceSteps } from '../../game/explain';
import { publishedValueRows } from '../../game/publishedValues';
import { DATA_SOURCES } from '../../game/sources';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { formatMultiplier } from '../../lib/format';
import { formatSheckles } from '../../lib/gameText';
import { decodeCropQuery } from '../../links/cropQuery';
import { GAME_ICON_CREDIT } from '../../ui/gameIconPath';
import { Changelog } from './Changelog';
import { taxExample, WORKED_EXAMPLE } from './examples';
import { pageData } from './formulaPage.build';
import formulaRoute from './route';

/**
 * The page in a language, as the build gives it its data (through JSON). No test changes the page, so each language's
 * is rendered once and shared by the tests that read it: the whole page (220 proof rows and the examples) took a
 * second or more per render on a busy machine, and 25 tests rendered it. Testing Library's render would be unmounted
 * after each test, hence a root of its own, with an id prefix of its own for the ids React makes (useId). The
 * sections' fixed ids (`formula-proof` and the like) are in the document once per language rendered: find a section
 * within its page's container, never by id or by a name its heading gives it through one.
 */
const pages = new Map<Language, { root: Root; container: HTMLElement }>();
function page(language: Language = 'en'): HTMLElement {
  let rendered = pages.get(language);
  if (!rendered) {
    const data = JSON.parse(JSON.stringify(pageData())) as ReturnType<typeof pageData>;
    const router = createMemoryRouter([{ path: '/', Component: () => <formulaRoute.Component {...data} /> }], { initialEntries: ['/'] });
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { identifierPrefix: `${language}-` });
    act(() =>
      root.render(
        <I18nextProvider i18n={i18nFor(language)}>
          <RouterProvider router={router} />
        </I18nextProvider>,
      ),
    );
    rendered = { root, container };
    pages.set(language, rendered);
  }
  return rendered.container;
}

const stepValues = (container: HTMLElement) =>
  Object.fromEntries([...container.querySelectorAll<HTMLElement>('[data-step]')].map((step) => [step.dataset.step, step.dataset.value]));

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));
afterAll(() => {
  for (const { root, container } of pages.values()) {
    act(() => root.unmount());
    container.remove();
  }
});

// A language's first test renders the whole page (see page()): seconds when the machine is busy.
describe('the formula page', { timeout: 30_000 }, () => {
  it('is given every number by the build, and its data comes through JSON unchanged', () => {
    const data = pageData();
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(data.examples.worked.sale.perFruit).toBe(sellPriceSteps(WORKED_EXAMPLE).sale.perFruit.toString());
  });

  it('works the example through with the engine’s numbers, and links the same fruit to the calculator', () => {
    const example = within(page()).getByTestId('worked-example');
    const steps = sellPriceSteps(WORKED_EXAMPLE);
    expect(stepValues(example)).toEqual({
      'base-value': String(steps.baseValue),
      'weight-ratio': String(steps.sale.weightRatio),
      'weight-factor': String(steps.sale.weightFactor),
      variant: String(steps.sale.variantMultiplier),
      mutations: String(steps.sale.mutationMultiplier),
      'total-multiplier': String(steps.sale.totalMultiplier),
      unrounded: String(steps.unrounded),
      'market-tax': String(steps.taxed),
      value: String(steps.sale.value),
      'per-fruit': steps.sale.perFruit.toString(),
    });
    expect(steps.sale.value).toBe(758_201_333);
    expect(within(example).getByText('758,201,333 Sheckles')).toBeInTheDocument();
    expect(within(example).getByText('909,841,600')).toBeInTheDocument();
    const href = within(example).getByTestId('worked-example-calculator').getAttribute('href')!;
    expect(decodeCropQuery(href.split('?')[1]!, findCrop, mutationLookups).state).toMatchObject({
      cropId: 'moon-mango',
      weightKg: 17.3,
      variantId: 'rainbow',
      mutationIds: ['frozen', 'shocked', 'celestial'],
      boostPercent: 20,
    });
  });

  it('shows the market tax lowering a value above one trillion', () => {
    const example = within(page()).getByTestId('tax-example');
    const steps = sellPriceSteps(taxExample());
    expect(steps.sale.marketTaxApplied).toBe(true);
    const values = stepValues(example);
    expect(Number(values.unrounded)).toBeGreaterThan(1e12);
    expect(Number(values['market-tax'])).toBe(steps.taxed);
    expect(Number(values['market-tax'])).toBeLessThan(Number(values.unrounded));
    expect(values.value).toBe(String(steps.sale.value));
    expect(example.querySelectorAll('[data-mutation]')).toHaveLength(maxMutationSet(getCrop('crimson-thorn')).mutationIds.length);
  });

  it('says which fruits the game taxes, and that this site taxes every one', () => {
    expect(page('fr').querySelector('[data-rule="market-tax"]')).toHaveTextContent(
      'Le code du jeu ne taxe que les fruits dont l’attribut FruitVersion vaut 1 ou plus. Les sources ne disent pas quels fruits n’ont pas cet attribut, donc ce site taxe tous les fruits.',
    );
  });

  it('says how a harvest’s weight is rolled, and that each crop’s average comes from that roll', () => {
    expect(page().querySelector('[data-rule="weight-roll"]')).toHaveTextContent(
      'each harvested fruit weighs 0.7 to 1.4 times its crop’s base weight, in steps of a thousandth, each as likely, so 1.05 times on average. A Huge fruit (the crop’s huge chance) weighs 3 or 4 times that weight.',
    );
  });

  it('lists every published value with the engine’s, and says why each off-by-one row differs', () => {
    const rows = [...within(page()).getByTestId('proof-table').querySelectorAll<HTMLElement>('tr[data-crop-id]')];
    const checks = publishedValueRows().flatMap((row) => row.checks.map((check) => ({ id: row.crop.id, ...check })));
    expect(rows).toHaveLength(220);
    expect(rows.map((row) => [row.dataset.cropId, Number(row.dataset.expected), Number(row.dataset.computed)])).toEqual(
      checks.map((check) => [check.id, check.expected, check.computed]),
    );
    const pumpkin = rows.find((row) => row.dataset.cropId === 'pumpkin' && row.dataset.weight === 'priceFloor')!;
    expect(pumpkin).toHaveTextContent(
      'Off by one: 3,068.5 is an exact half, which the game rounds up to 3,069 and the wiki to the even 3,068.',
    );
    expect(rows.filter((row) => row.dataset.match === 'exact').every((row) => row.textContent?.includes('Exact'))).toBe(true);
    // Asked within its row: a role query over the whole page weighs every element's name, seconds on a busy machine.
    expect(within(pumpkin).getByRole('link', { name: 'Pumpkin' })).toHaveAttribute('href', '/wiki/grow-a-garden-pumpkin');
  });

  it('counts the matches from the rows, in words', () => {
    const summary = within(page()).getByTestId('proof-summary');
    expect(summary).toHaveTextContent('98 of 110 crops match exactly.');
    expect(summary).toHaveTextContent('12 differ by one because of half-even rounding.');
    expect(summary).toHaveTextContent('0 differ in any other way.');
  });

  it('shows each source with its date and how sure it is', () => {
    const rows = within(within(page()).getByTestId('sources-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(DATA_SOURCES.length);
    const formula = rows.find((row) => row.dataset.topic === 'valueFormula')!;
    expect(formula).toHaveTextContent('Game file: CalculatePlantValue and Community wiki: growagarden.fandom.com');
    expect(formula).toHaveTextContent('January 2026');
    expect(formula).toHaveTextContent('high');
  });

  it.each(LANGUAGES)('%s: credits the icons’ drawings with links to them and to their licence', (language) => {
    const credit = within(page(language)).getByTestId('icon-credit');
    expect(within(credit).getByRole('link', { name: GAME_ICON_CREDIT.name })).toHaveAttribute('href', GAME_ICON_CREDIT.url);
    expect(within(credit).getByRole('link', { name: GAME_ICON_CREDIT.licence })).toHaveAttribute('href', GAME_ICON_CREDIT.licenceUrl);
  });

  it('lists every change of the data changelog, dated, with the numbers before and after', () => {
    const onPage = within(page());
    const changelog = dataChangelog();
    const rowsOf = (testId: string) => within(onPage.getByTestId(testId)).getAllByRole('row').slice(1);
    const rows = rowsOf('changelog-values');
    expect(rows.map((row) => [row.dataset.itemId, Number(row.dataset.before), Number(row.dataset.after)])).toEqual(
      changelog.cropChanges.map((change) => [change.id, change.before?.baseValue, change.after?.baseValue]),
    );
    expect(rows.find((row) => row.dataset.itemId === 'fennel')).toHaveTextContent(
      'FennelAugust 1, 202650,00012 kgHuge 1 in 145150,0004 kgHuge 1 in 300',
    );
    expect(rows.find((row) => row.dataset.itemId === 'sunflower')).toHaveTextContent('SunflowerNovember 15, 2025160,000');
    expect(rowsOf('changelog-multipliers').find((row) => row.dataset.itemId === 'snowy')).toHaveTextContent(
      `SnowyDecember 6, 2025${formatMultiplier(5, 'en')}${formatMultiplier(2, 'en')}`,
    );
    expect(onPage.getByTestId('changelog-new-crops')).toHaveTextContent(`${changelog.added.crop.length} new crops`);
    expect(onPage.getByTestId('changelog-new-mutations')).toHaveTextContent(`${changelog.added.mutation.length} new mutations`);
    expect(onPage.getByTestId('changelog-new-pets')).toHaveTextContent(`${changelog.added.pet.length} new pets`);
    expect(onPage.getByTestId('changelog-removed').nextElementSibling).toHaveTextContent(
      'Dryblood Rose: not in the game’s files since November 1, 2025',
    );
  });

  it('says which exports the changelog covers: the first and the last', () => {
    expect(within(page()).getByTestId('changelog-window')).toHaveTextContent(
      /^What changed in the game’s files from August 25, 2025 to August 15, 2026, as the weekly exports/,
    );
  });

  it.each(LANGUAGES)('%s: gives a new crop’s first value beside its value now where they differ, not as if it were current', (language) => {
    const { t } = i18nFor(language);
    const exact = { normalizeWhitespace: false };
    const newCrops = within(page(language)).getByTestId('changelog-new-crops').nextElementSibling as HTMLElement;
    // Found by its link's text, then the link asked for by its role within that line only: a role query over the
    // list's hundreds of links weighs every link's name, seconds per query when the machine is busy.
    const line = (name: string) => {
      const item = within(newCrops).getByText(name, { selector: 'a' }).closest('li')!;
      expect(within(item).getByRole('link', { name })).toBeInTheDocument();
      return item;
    };
    const sheckles = (value: number) => formatSheckles(t, value, language);
    const withoutTags = (text: string) => text.replace(/<\/?item>/g, '');
    for (const [name, first, now] of [
      ['Easter Sprout', 5_000, 650_000],
      ['Cocoa Pod', 150_000, 25_000],
    ] as const) {
      const item = line(name);
      expect(item, name).toHaveTextContent(sheckles(first), exact);
      expect(item, name).toHaveTextContent(sheckles(now), exact);
    }
    expect(line('Sun Fruit').textContent).toBe(
      withoutTags(t('formula.changelog.added.same', { name: 'Sun Fruit', value: sheckles(160_000) })),
    );
    expect(line('Easter Sprout').textContent).toBe(
      withoutTags(t('formula.changelog.added.changed', { name: 'Easter Sprout', first: sheckles(5_000), now: sheckles(650_000) })),
    );
  });

  it('writes the first value of a new crop that has since left the game’s files as its last there, not as today’s', () => {
    const data = JSON.parse(JSON.stringify(pageData())) as ReturnType<typeof pageData>;
    const purpleSprout = data.changelog.added.crop.find((item) => item.id === 'purple-sprout')!;
    expect(purpleSprout).toMatchObject({ gone: true, first: 25_000 });
    // No export shows it changing, so the list states its one value; one that changed would say when it left.
    const changed = { ...purpleSprout, last: 30_000 };
    const { container } = render(
      <I18nextProvider i18n={i18nFor('en')}>
        <MemoryRouter>
          <Changelog changelog={{ ...data.changelog, added: { ...data.changelog.added, crop: [changed] } }} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const newCrops = within(container).getByTestId('changelog-new-crops').nextElementSibling as HTMLElement;
    expect(within(newCrops).getByRole('link', { name: 'Purple Sprout' }).closest('li')).toHaveTextContent(
      /^Purple Sprout: first seen at 25,000 Sheckles, 30,000 Sheckles when it left the game’s files$/,
    );
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('renders in %s with the same numbers', (language) => {
    const container = page(language);
    expect(container.querySelectorAll('[data-testid="proof-table"] tr[data-crop-id]')).toHaveLength(220);
    expect(stepValues(within(container).getByTestId('worked-example')).value).toBe(String(sellPriceSteps(WORKED_EXAMPLE).sale.value));
    expect(container).not.toHaveTextContent(/formula\.|NaN|undefined/);
  });
});
