// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  A_PET_THAT_GROWS,
  hatchWeight,
  PET_LEVEL_CAP,
  PET_LIKELY_LEVEL_CAP,
  PET_MAX_AGE,
  petGrowthTable,
  petWeightAtAge,
} from '../../game';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import en from '../../i18n/locales/en';
import es from '../../i18n/locales/es';
import fr from '../../i18n/locales/fr';
import { PAGE_PATHS, SAVED_STATE_KEYS } from '../../lib/paths';
import { DEFAULT_PET } from '../../links/petQuery';
import { loadContext } from '../../test/loadContext';
import { maxAgeText } from './petTexts';
import petCalculatorRoute from './route';

/** The pet calculator's saved copy: the query of its last inputs, as JSON. */
const SAVED_KEY = SAVED_STATE_KEYS[PAGE_PATHS.petCalculator];
const save = (query: string) => localStorage.setItem(SAVED_KEY, JSON.stringify(query));
const saved = () => JSON.parse(localStorage.getItem(SAVED_KEY) ?? 'null') as unknown;

const PATH = '/pet';

async function renderPage(search = '', language: Language = 'en') {
  // As in the app: what the page's load gives for the address (the pets, for a link naming one).
  const props = (await petCalculatorRoute.load(loadContext(undefined, {}, language, search)))!;
  const router = createMemoryRouter([{ path: PATH, element: <petCalculatorRoute.Component {...props} /> }], {
    initialEntries: [`${PATH}${search}`],
  });
  const view = render(
    <I18nextProvider i18n={i18nFor(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, view, search: () => router.state.location.search };
}

const table = () => screen.getByTestId('pet-growth-table');
// The body's rows as the table's markup has them (only the ages shown are drawn): a role query weighed the styles of
// each of up to 500 rows and their ancestors at every call.
const rows = () => [...table().querySelectorAll<HTMLElement>('tbody tr')];
const ages = () => rows().map((row) => Number(row.dataset.age));
const ageField = (messages = en) => screen.getByRole('textbox', { name: messages.pet.form.age });
const kgField = (messages = en) => screen.getByRole('textbox', { name: messages.pet.form.kg });

beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('fr'), loadLanguage('es'), loadLanguage('ar'), loadLanguage('pt')]));
// The page is large for jsdom: on a busy machine a render can take longer than Testing Library's default second.
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));
beforeEach(() => localStorage.clear());

describe('pet weight calculator', { timeout: 60_000 }, () => {
  // The size class is said in English in every language, as players say it: an Arabic voice read «Normal» by Arabic rules.
  it('marks the size class English on the Arabic page, and not on the English one', async () => {
    await renderPage('', 'ar');
    expect(screen.getByTestId('pet-size-class')).toHaveAttribute('lang', 'en');
    cleanup();
    await renderPage();
    expect(screen.getByTestId('pet-size-class')).not.toHaveAttribute('lang');
  });

  it('opens on the example pet with the milestone table', async () => {
    await renderPage();
    expect(ageField()).toHaveValue('1');
    expect(kgField()).toHaveValue('1.5');
    expect(ages()).toEqual([1, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(screen.getByTestId('pet-hatch-weight')).toHaveTextContent('1.5 kg');
    expect(screen.getByTestId('pet-max-weight')).toHaveTextContent('15 kg');
    expect(screen.getByTestId('pet-size-class')).toHaveTextContent(en.pet.sizeClass.normal);
    // At age 1 the weight entered is the age-1 weight: said once, not "weighed 1.5 kg at age 1" again.
    expect(screen.getByTestId('pet-summary').textContent).toBe(
      'A pet that weighs 1.5 kg at age 1 (Normal size) will weigh 15 kg at age 100.',
    );
    // Every number field is a NumberField, which keeps a typed "-5" from showing as "5-" on the Arabic page.
    for (const field of [ageField(), kgField(), screen.getByRole('textbox', { name: en.pet.target.label })]) {
      expect(field).toHaveAttribute('dir', 'ltr');
    }
  });

  it('marks each row pass, current or future, in words and for screen readers', async () => {
    await renderPage('?age=50&kg=6');
    const current = rows().find((row) => row.dataset.status === 'current')!;
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current.dataset.age).toBe('50');
    expect(current).toHaveTextContent(en.pet.status.current);
    for (const row of rows()) {
      const age = Number(row.dataset.age);
      expect(row.dataset.status).toBe(age < 50 ? 'pass' : age === 50 ? 'current' : 'future');
      expect(row).toHaveTextContent(en.pet.status[row.dataset.status as 'pass' | 'current' | 'future']);
      if (age !== 50) expect(row).not.toHaveAttribute('aria-current');
    }
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([en.pet.age, en.pet.weight, en.pet.table.status]);
    expect(within(table()).getByText(en.pet.table.captionMilestones).tagName).toBe('CAPTION');
  });

  it('carries the exact, unrounded weight on every row', async () => {
    await renderPage('?age=7&kg=2.345&all=1');
    const hatch = hatchWeight(A_PET_THAT_GROWS, { age: 7, weightKg: 2.345 });
    expect(rows()).toHaveLength(PET_LEVEL_CAP);
    for (const row of rows()) {
      // Exact: the engine's own value, which agrees with W1 × (age + 10) / 11 to the last bits.
      const expected = petGrowthTable(A_PET_THAT_GROWS, { age: 7, weightKg: 2.345 })[Number(row.dataset.age) - 1]!.weightKg;
      expect(Number(row.dataset.weight)).toBe(expected);
      expect(Number(row.dataset.weight)).toBeCloseTo(petWeightAtAge(A_PET_THAT_GROWS, hatch, Number(row.dataset.age)), 12);
    }
    expect(rows().find((row) => row.dataset.age === '7')?.dataset.weight).toBe('2.345');
    expect(within(rows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('1.52 kg');
  });

  it('shows every age with the toggle and puts all=1 in the link', async () => {
    const page = await renderPage('?age=37&kg=5');
    expect(ages()).toContain(37);
    expect(ages()).toHaveLength(12);
    await userEvent.click(screen.getByRole('checkbox', { name: /Show all ages/ }));
    expect(ages()).toEqual(Array.from({ length: PET_LEVEL_CAP }, (_, index) => index + 1));
    await waitFor(() => expect(page.search()).toBe('?age=37&kg=5&all=1'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Show all ages/ }));
    expect(ages()).toHaveLength(12);
    await waitFor(() => expect(page.search()).toBe('?age=37&kg=5'));
  });

  // The summary was itself a status region: a screen reader heard a sentence at every key, two of them for ages half typed.
  it('tells screen readers the summary once typing settles, not at every key, and not the one the page opened on', async () => {
    await renderPage();
    const status = () => screen.getByTestId('pet-announcement');
    expect(screen.getByTestId('pet-summary')).not.toHaveAttribute('role');
    expect(status()).toHaveAttribute('role', 'status');
    expect(status()).toBeEmptyDOMElement();
    // Typed in events that run back to back: no real time passes between the keys and the check that nothing was told.
    for (const typed of ['', '2', '25']) fireEvent.change(ageField(), { target: { value: typed } });
    expect(status()).toBeEmptyDOMElement();
    await waitFor(() => expect(status()).toHaveTextContent(screen.getByTestId('pet-summary').textContent!), { timeout: 5_000 });
    expect(status()).toHaveTextContent('at age 25');
  });

  it('keeps the link and the saved inputs in step while typing', async () => {
    const page = await renderPage();
    await userEvent.clear(ageField());
    await userEvent.type(ageField(), '20');
    await userEvent.clear(kgField());
    await userEvent.type(kgField(), '3');
    await waitFor(() => expect(page.search()).toBe('?age=20&kg=3'));
    expect(saved()).toBe('age=20&kg=3');
    expect(screen.getByTestId('pet-summary')).toHaveTextContent(
      'A pet that weighs 3 kg at age 20 weighed 1.1 kg at age 1 (Normal size) and will weigh 11 kg at age 100.',
    );
  });

  it('takes an age past the confirmed cap up to the highest accepted, says the cap is unconfirmed, and reaches that age', async () => {
    await renderPage(`?age=250&kg=26&all=1`);
    expect(ages()).toEqual(Array.from({ length: 250 }, (_, index) => index + 1));
    expect(rows().at(-1)).toHaveAttribute('data-status', 'current');
    expect(screen.getByTestId('pet-summary')).toHaveTextContent(
      'A pet that weighs 26 kg at age 250 weighed 1.1 kg at age 1 (Normal size).',
    );
    expect(screen.getByTestId('pet-cap-note')).toHaveTextContent(
      en.pet.capNote.replaceAll('{{cap}}', String(PET_LEVEL_CAP)).replace('{{likely}}', String(PET_LIKELY_LEVEL_CAP)),
    );
    // The 2026-11 research found nothing for a cap of 125, and the likely cap since 2026-06-20 is 500: no "125 or 500".
    expect(screen.getByTestId('pet-cap-note')).not.toHaveTextContent('125');
    expect(screen.getByTestId('pet-cap-note')).toHaveTextContent('most likely to 500');
    expect(screen.getByText(en.pet.results.max.replace('{{maxAge}}', '250'))).toBeInTheDocument();
    await userEvent.clear(ageField());
    await userEvent.type(ageField(), String(PET_MAX_AGE));
    expect(ageField()).not.toHaveAttribute('aria-invalid');
    expect(ages().at(-1)).toBe(PET_MAX_AGE);
    await userEvent.clear(ageField());
    await userEvent.type(ageField(), '100');
    expect(screen.queryByTestId('pet-cap-note')).not.toBeInTheDocument();
  });

  it('explains a bad age by its field and hides the results instead of showing nonsense', async () => {
    const page = await renderPage('?age=42&kg=6');
    await userEvent.clear(ageField());
    await userEvent.type(ageField(), '501');
    expect(ageField()).toHaveAttribute('aria-invalid', 'true');
    expect(ageField()).toHaveAccessibleDescription(expect.stringContaining('The age must be a whole number from 1 to 500.'));
    expect(screen.queryByTestId('pet-growth-table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pet-chart')).not.toBeInTheDocument();
    expect(screen.getByTestId('pet-summary')).toHaveTextContent(en.pet.summary.invalid);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
    // The link and the saved copy keep the last valid age ("50" on the way to "501"): a reload went to age 1.
    await waitFor(() => expect(saved()).toBe('age=50&kg=6'));
    expect(page.search()).toBe('?age=50&kg=6');
  });

  it.each([
    ['', en.pet.errors.kgEmpty],
    ['abc', 'Enter the weight as a number, for example 1.5.'],
    ['0', 'The weight must be more than 0 kg and at most 10,000 kg.'],
  ])('explains a bad weight %j', async (typed, message) => {
    await renderPage();
    await userEvent.clear(kgField());
    if (typed) await userEvent.type(kgField(), typed);
    expect(kgField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByTestId('pet-results')).not.toBeInTheDocument();
  });

  // 400 digits said «Enter the age as a number», where 501 says the age it takes: both are a number too large.
  it('says of a number past what a number can hold what it says of any too large, in each field', async () => {
    await renderPage();
    const targetField = () => screen.getByRole('textbox', { name: en.pet.target.label });
    for (const [field, message] of [
      [ageField, 'The age must be a whole number from 1 to 500.'],
      [kgField, 'The weight must be more than 0 kg and at most 10,000 kg.'],
      [targetField, 'The target weight must be more than 0 kg and at most 10,000 kg.'],
    ] as const) {
      await userEvent.clear(field());
      await userEvent.click(field());
      await userEvent.paste('9'.repeat(400));
      expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
      await userEvent.clear(field());
      await userEvent.type(field(), '2');
    }
  });

  // «0.» and 400 zeros then a 1 was read as 0: «The weight must be more than 0 kg», though what was typed is more.
  it('says of a number nearer 0 than a number can hold that the calculator cannot tell it from 0, or the age it takes', async () => {
    const tiny = `0.${'0'.repeat(400)}1`;
    for (const [language, messages] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      const page = await renderPage('', language);
      const targetField = () => screen.getByRole('textbox', { name: messages.pet.target.label });
      const { t } = i18nFor(language);
      for (const [field, message] of [
        [() => ageField(messages), t('pet.errors.ageOutOfRange', { maxAge: maxAgeText(language) })],
        [() => kgField(messages), t('pet.errors.kgTooSmall')],
        [targetField, t('pet.errors.kgTooSmall')],
      ] as const) {
        await userEvent.clear(field());
        await userEvent.click(field());
        await userEvent.paste(language === 'fr' ? tiny.replace('.', ',') : tiny);
        expect(field(), language).toHaveAccessibleDescription(expect.stringContaining(message));
        await userEvent.clear(field());
        await userEvent.type(field(), '2');
      }
      page.view.unmount();
    }
    expect(i18nFor('en').t('pet.errors.kgTooSmall')).toBe('The calculator cannot tell a weight this small from 0 kg.');
  });

  // In Spanish «1,000» as an age was asked about with «escríbelo sin separador: 1000», an age over the 500 the field
  // takes, which it then refused; a weight «12.000» offered 12000 kg, over its 10,000 kg.
  it.each([
    ['es', es],
    ['fr', fr],
  ] as const)('offers only a way of writing an ambiguous number its field then takes, in %s', async (language, messages) => {
    await renderPage('?age=1&kg=1.5', language);
    const separator = language === 'es' ? ',' : '.';
    const age = screen.getByRole('textbox', { name: messages.pet.form.age });
    await userEvent.clear(age);
    await userEvent.type(age, `1${separator}000`);
    expect(age).toHaveAttribute('aria-invalid', 'true');
    // No way to write it is an age the field takes: it says which ages it takes, and offers none.
    expect(age).toHaveAccessibleDescription(expect.stringContaining(messages.pet.errors.ageOutOfRange.replace('{{maxAge}}', '500')));
    expect(age).not.toHaveAccessibleDescription(expect.stringContaining('1000'));
    await userEvent.clear(age);
    await userEvent.type(age, '1');

    // Of 12000 kg and 12 kg, only 12 kg is a weight the field takes: only its way of writing it is offered.
    const kg = screen.getByRole('textbox', { name: messages.pet.form.kg });
    await userEvent.clear(kg);
    await userEvent.type(kg, '12.000');
    expect(kg).toHaveAccessibleDescription(expect.stringContaining('12,000'));
    expect(kg).not.toHaveAccessibleDescription(expect.stringContaining('12000'));
    await userEvent.clear(kg);
    await userEvent.type(kg, '12,000');
    expect(kg).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('pet-hatch-weight')).toHaveTextContent(/^12\s*kg$/);

    // Where both ways are weights it takes, both are offered, as before.
    await userEvent.clear(kg);
    await userEvent.type(kg, '1.500');
    expect(kg).toHaveAccessibleDescription(expect.stringContaining('(1500)'));
    expect(kg).toHaveAccessibleDescription(expect.stringContaining('(1,500)'));
  });

  it('reads a decimal comma in French and answers in French', async () => {
    const page = await renderPage('', 'fr');
    await userEvent.clear(kgField(fr));
    await userEvent.type(kgField(fr), '2,5');
    expect(screen.getByTestId('pet-hatch-weight')).toHaveTextContent(/^2,5\s*kg$/);
    expect(screen.getByTestId('pet-max-weight')).toHaveTextContent(/^25\s*kg$/);
    await waitFor(() => expect(page.search()).toBe('?age=1&kg=2.5'));
  });

  it('restores the saved inputs when the link names none, and shows them in the address', async () => {
    save('age=30&kg=4&all=1');
    const page = await renderPage('?utm_source=chat');
    expect(ageField()).toHaveValue('30');
    expect(kgField()).toHaveValue('4');
    expect(ages()).toHaveLength(PET_LEVEL_CAP);
    // Keys that are not the pet's are left alone, never reported.
    expect(screen.queryByTestId('pet-link-notice')).not.toBeInTheDocument();
    await waitFor(() => expect(page.search()).toBe('?age=30&kg=4&all=1'));
  });

  it('restores what it typed on the next visit', async () => {
    const first = await renderPage();
    await userEvent.clear(ageField());
    await userEvent.type(ageField(), '12');
    await waitFor(() => expect(saved()).toBe('age=12&kg=1.5'));
    first.view.unmount();

    await renderPage();
    expect(ageField()).toHaveValue('12');
    expect(kgField()).toHaveValue('1.5');
  });

  it('keeps the target weight of "at what age will it weigh…" on reload, with its answer', async () => {
    const first = await renderPage('?age=50&kg=6');
    await userEvent.type(screen.getByRole('textbox', { name: en.pet.target.label }), '10');
    await waitFor(() => expect(saved()).toBe('age=50&kg=6&target=10'));
    expect(first.search()).toBe('?age=50&kg=6&target=10');
    first.view.unmount();

    await renderPage();
    expect(screen.getByRole('textbox', { name: en.pet.target.label })).toHaveValue('10');
    expect(screen.getByTestId('pet-target-answer')).toHaveAttribute('data-age', '90');
  });

  it('ignores a saved copy it cannot read, and keeps only the valid parts of one it can', async () => {
    // The old format (an object) is not a query: the example pet.
    localStorage.setItem(SAVED_KEY, JSON.stringify({ age: 30, kg: 4, all: true }));
    const old = await renderPage();
    expect(ageField()).toHaveValue(String(DEFAULT_PET.age));
    expect(kgField()).toHaveValue(String(DEFAULT_PET.kg));
    old.view.unmount();

    // An age and a weight are one weighing: with the age unreadable, the weight goes too (as a link's would), silently.
    save('age=600&kg=4&all=1');
    await renderPage();
    expect(ageField()).toHaveValue('1');
    expect(kgField()).toHaveValue(String(DEFAULT_PET.kg));
    expect(ages()).toHaveLength(100);
    expect(screen.queryByTestId('pet-link-notice')).not.toBeInTheDocument();
  });

  it('lets a link that names the pet decide everything, over the saved inputs', async () => {
    save('age=30&kg=4&all=1');
    const both = await renderPage('?age=5&kg=2');
    expect(ageField()).toHaveValue('5');
    expect(kgField()).toHaveValue('2');
    expect(ages()).toEqual([1, 5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    both.view.unmount();

    // What the link leaves out is the example pet's, not the saved pet's.
    await renderPage('?target=3');
    expect(ageField()).toHaveValue(String(DEFAULT_PET.age));
    expect(kgField()).toHaveValue(String(DEFAULT_PET.kg));
    expect(ages()).toEqual([1, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('lists the link values it dropped, and can be dismissed', async () => {
    await renderPage('?age=abc&kg=6&all=2');
    const notice = screen.getByTestId('pet-link-notice');
    expect(notice).toHaveTextContent(en.link.dropped);
    expect(notice).toHaveTextContent('age=abc');
    expect(notice).toHaveTextContent(en.pet.link.age.replace('{{maxAge}}', String(PET_MAX_AGE)));
    expect(notice).toHaveTextContent('all=2');
    expect(notice).toHaveTextContent(en.pet.link.all);
    // 6 kg was weighed at the age the link got wrong, not at age 1.
    expect(notice).toHaveTextContent(`kg=6 ${en.pet.link.weighing}`);
    expect(ageField()).toHaveValue('1');
    expect(kgField()).toHaveValue(String(DEFAULT_PET.kg));
    await userEvent.click(within(notice).getByRole('button', { name: en.ui.dismiss }));
    expect(screen.queryByTestId('pet-link-notice')).not.toBeInTheDocument();
  });

  it('says a repeated key counts once, and writes the link back as it was used', async () => {
    const page = await renderPage('?age=5&age=6&kg=2&utm_source=chat');
    const notice = screen.getByTestId('pet-link-notice');
    expect(notice).toHaveTextContent('age=6');
    expect(notice).toHaveTextContent(en.link.repeated);
    expect(notice).not.toHaveTextContent('utm_source');
    expect(ageField()).toHaveValue('5');
    await waitFor(() => expect(page.search()).toBe('?age=5&kg=2'));
  });

  it('answers at what age the pet reaches a weight, or that it cannot', async () => {
    await renderPage('?age=50&kg=6');
    const target = screen.getByRole('textbox', { name: en.pet.target.label });
    const answer = screen.getByTestId('pet-target-answer');
    expect(answer).toHaveTextContent(en.pet.target.prompt);

    await userEvent.type(target, '10');
    expect(answer).toHaveAttribute('data-age', '90');
    expect(answer.textContent).toBe('Your pet will weigh 10 kg at age 90.');

    await userEvent.clear(target);
    await userEvent.type(target, '3');
    expect(answer).toHaveTextContent('Your pet reached 3 kg at age 20.');

    await userEvent.clear(target);
    await userEvent.type(target, '3.05');
    expect(answer).toHaveTextContent('Your pet reached 3.05 kg at age 21 (3.1 kg then).');

    await userEvent.clear(target);
    await userEvent.type(target, '7.55');
    // Not "will weigh 7.55 kg at age 66 (exactly 7.6 kg)": the age it first weighs at least the target, and its weight then.
    expect(answer.textContent).toBe('Your pet reaches 7.55 kg at age 66 (7.6 kg then).');

    await userEvent.clear(target);
    await userEvent.type(target, '1');
    expect(answer).toHaveAttribute('data-kind', 'already');

    await userEvent.clear(target);
    await userEvent.type(target, '12');
    // Past the confirmed cap, the answer says that age is not confirmed, as the page does for a current age past it.
    expect(answer.textContent).toBe(
      'Your pet will weigh 12 kg at age 110. Age 110 is past 100, the level cap the game files confirm: whether your pet can get there is not confirmed.',
    );

    await userEvent.clear(target);
    await userEvent.type(target, '20');
    expect(answer).toHaveTextContent('Your pet will weigh 20 kg at age 190. Age 190 is past 100');

    await userEvent.clear(target);
    await userEvent.type(target, '52');
    expect(answer.textContent).toBe(
      'Out of reach: even at age 500 your pet weighs only 51 kg. Age 500 is past 100, the level cap the game files confirm: whether your pet can get there is not confirmed.',
    );

    await userEvent.clear(target);
    await userEvent.type(target, 'x');
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveTextContent(en.pet.target.prompt);
  });

  // The table showed 11.92 kg at age 100 (6.5 × 110 / 60 = 11.9166…), and 11.92 typed was answered with age 101.
  it('answers a target typed as the table shows an age’s weight with that age', async () => {
    await renderPage('?age=50&kg=6.5');
    expect(screen.getByTestId('pet-max-weight')).toHaveTextContent('11.92 kg');
    expect(rows().find((row) => row.dataset.age === '100')).toHaveTextContent('11.92 kg');
    // The results are drawn anew while a field is left empty: each is looked up when used.
    const target = () => screen.getByRole('textbox', { name: en.pet.target.label });
    const answer = () => screen.getByTestId('pet-target-answer');
    await userEvent.type(target(), '11.92');
    expect(answer()).toHaveAttribute('data-age', '100');
    expect(answer().textContent).toBe('Your pet will weigh 11.92 kg at age 100.');
    // 1.54 kg at age 1, the middle of Ankylosaurus's range as its wiki page links it: age 13 works out to
    // 3.2199999999999998 kg, shown 3.22 kg.
    await userEvent.clear(ageField());
    await userEvent.type(ageField(), '1');
    await userEvent.clear(kgField());
    await userEvent.type(kgField(), '1.54');
    await userEvent.clear(target());
    await userEvent.type(target(), '3.22');
    expect(answer().textContent).toBe('Your pet will weigh 3.22 kg at age 13.');
  });

  it('draws the chart with the current age marked', async () => {
    await renderPage('?age=50&kg=6');
    expect(screen.getByRole('img', { name: /Weight by age/ })).toBeInTheDocument();
    expect(screen.getByTestId('chart-marker')).toHaveAttribute('data-x', '50');
  });

  it('explains growth and answers the FAQ', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: en.pet.guide.heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: en.pet.faq.heading })).toBeInTheDocument();
    expect(screen.getByText(/Exactly 10 times its age-1 weight/)).toBeInTheDocument();
    expect(screen.getByText(/Godly: 10 kg or more/, { selector: 'li' })).toBeInTheDocument();
  });

  it('knows the pet chosen by keyboard: named, a normal hatch, and its link', async () => {
    const user = userEvent.setup();
    const page = await renderPage('?age=10&kg=2');
    // The page shows a plain field first; used, it becomes the combobox (with a list to control), keeping the focus.
    const field = screen.getByRole('combobox', { name: en.pet.picker.label });
    expect(field).not.toHaveAttribute('aria-controls');
    await user.click(field);
    const input = await waitFor(() => {
      const combobox = screen.getByRole('combobox', { name: en.pet.picker.label });
      expect(combobox).toHaveAttribute('aria-controls');
      return combobox;
    });
    expect(input).toHaveFocus();
    await user.type(input, 'ankylosarus');
    // The typo is forgiven and the exact pet comes first.
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(/^AnkylosaurusMythical$/));
    await user.keyboard('{Enter}');
    const facts = await screen.findByTestId('pet-facts');
    expect(facts.dataset).toMatchObject({ pet: 'ankylosaurus', grows: 'true', hatch: 'normal' });
    expect(facts).toHaveTextContent('Ankylosaurus (Mythical)');
    // Its own range, which the data gives for Ankylosaurus.
    expect(facts).toHaveTextContent('A normal hatch: 1.1 kg at age 1 is within the hatch range of Ankylosaurus, 0.88 kg to 2.2 kg.');
    await waitFor(() => expect(page.search()).toBe('?age=10&kg=2&pet=ankylosaurus'));
  });

  it('calls a weight below the pet’s hatch range neither normal nor within it, and asks to check the entry', async () => {
    const raccoon = await renderPage('?age=1&kg=0.5&pet=raccoon');
    let facts = await screen.findByTestId('pet-facts');
    expect(facts.dataset).toMatchObject({ pet: 'raccoon', hatch: 'below' });
    expect(facts).toHaveTextContent(
      'Below the hatch range: 0.5 kg at age 1 is less than the 0.88 kg that Raccoon weighs at that age even from its lightest hatch (its range at age 1 is 0.88 kg to 2.2 kg). Nothing in the game data makes a pet lighter, so check the age and the weight you entered.',
    );
    expect(facts).not.toHaveTextContent(/normal hatch|within the hatch range/);
    raccoon.view.unmount();

    // The data's Dog weighs at least 8.8 kg at age 100.
    await renderPage('?age=100&kg=1.5&pet=dog');
    facts = await screen.findByTestId('pet-facts');
    expect(facts.dataset).toMatchObject({ pet: 'dog', hatch: 'below' });
    expect(facts).toHaveTextContent('1.5 kg at age 100 is less than the 8.8 kg that Dog weighs at that age');
  });

  it('calls a weight above the pet’s normal range a Huge hatch or another pet’s boost, never a Huge hatch as fact', async () => {
    await renderPage('?age=1&kg=3&pet=raccoon');
    const facts = await screen.findByTestId('pet-facts');
    expect(facts.dataset).toMatchObject({ pet: 'raccoon', hatch: 'above' });
    expect(facts).toHaveTextContent(
      'Above the normal range: 3 kg at age 1 is more than the 2.2 kg a normal hatch of Raccoon reaches. It may have hatched Huge, or another pet’s ability may have raised its base weight, as Elephant, Brontosaurus, Barn Owl, Mummy, and Pack Mule can. One hatch in 1,000 is Huge.',
    );
    expect(facts).not.toHaveTextContent('A Huge hatch');
    // No players' size class beside it ("Good" after "Huge" read as a second verdict on the same hatch).
    expect(facts).not.toHaveTextContent(en.pet.sizeClass.good);
  });

  it('says a pet with no rarity in the data has its rarity unknown, in the picker and the chosen pet’s line', async () => {
    const user = userEvent.setup();
    await renderPage('?age=1&kg=1.5&pet=wise-owl');
    const facts = await screen.findByTestId('pet-facts');
    expect(facts).toHaveTextContent('Wise Owl (rarity unknown)');
    const input = screen.getByRole('combobox', { name: en.pet.picker.label });
    await user.clear(input);
    await user.type(input, 'wise ow');
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(/^Wise Owlrarity unknown$/));
  });

  it('gives a dropped target weight of a link its reason, as every other key has', async () => {
    await renderPage('?age=50&kg=6&target=-1');
    const notice = screen.getByTestId('pet-link-notice');
    expect(notice).toHaveTextContent('target=-1');
    expect(notice).toHaveTextContent(en.pet.link.target.replace('{{max}}', '\u206610000\u2069'));
  });

  // «no máximo 10.000 kg, escrito com ponto»: grouped the Portuguese way, the limit read as ten beside the dot it asks for.
  it('pt: writes a dropped weight’s limit as a link writes it, without a group separator', async () => {
    await renderPage('?kg=20000&age=5', 'pt');
    const notice = screen.getByTestId('pet-link-notice');
    expect(notice).toHaveTextContent('no máximo \u206610000\u2069 kg, escrito com ponto');
    expect(notice).not.toHaveTextContent('10.000');
  });

  // The age was kept beside the default 1.5 kg: a Raccoon lighter at age 100 than any hatches.
  it('leaves out a link’s age with its dropped weight, and says why', async () => {
    await renderPage('?pet=raccoon&age=100&kg=99999');
    const items = within(screen.getByTestId('pet-link-notice'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([`kg=99999 ${en.pet.link.kg.replace('{{max}}', '\u206610000\u2069')}`, `age=100 ${en.pet.link.weighing}`]);
    expect(screen.getByRole('textbox', { name: en.pet.form.age })).toHaveValue(String(DEFAULT_PET.age));
  });

  it('promises in its title and description the ages its table lists, and the ages it takes', async () => {
    const { t } = i18nFor('en');
    const meta = petCalculatorRoute.meta({ t, language: 'en', params: {}, props: { roster: null } });
    expect(meta.title).toBe('Grow a Garden Pet Weight Calculator: pet kg by age (1 to 100)');
    expect(meta.description).toContain('age (up to 500)');
    expect(meta.description).toContain('at every age up to 100, the level cap the game files confirm');
    expect(meta.description).not.toContain('every age up to 500');
  });

  it('keeps a Chubby Chipmunk’s weight the same at every age, with no age-1 weight, size class or projection', async () => {
    const user = userEvent.setup();
    await renderPage('?age=37&kg=3.21&pet=chubby-chipmunk');
    const facts = await screen.findByTestId('pet-facts');
    expect(facts.dataset).toMatchObject({ pet: 'chubby-chipmunk', grows: 'false', hatch: 'unknown' });
    expect(facts).toHaveTextContent('Chubby Chipmunk does not grow with age: it gains weight only by eating.');
    // pets.json gives it no hatch range: the page does not judge its hatch by the range other pets hatch at.
    expect(facts).toHaveTextContent(en.pet.facts.hatchUnknown.replace('{{pet}}', 'Chubby Chipmunk'));
    expect(facts).not.toHaveTextContent(/Huge hatch|2\.2 kg|size/i);
    expect(screen.getByTestId('pet-summary')).toHaveTextContent(
      'Age does not change the weight of Chubby Chipmunk: yours weighs 3.21 kg at age 37, and older it will still weigh 3.21 kg unless it eats.',
    );
    for (const testId of ['pet-results', 'pet-growth-table', 'pet-chart', 'pet-hatch-weight', 'pet-max-weight', 'pet-size-class']) {
      expect(screen.queryByTestId(testId), testId).not.toBeInTheDocument();
    }
    expect(document.body.textContent).not.toMatch(/0\.751|7\.51/);
    // The picker names the linked pet; "No particular pet" is the button that clears it, and clearing it brings back the
    // projection of a pet that grows.
    expect(screen.getByRole('combobox', { name: en.pet.picker.label })).toHaveValue('Chubby Chipmunk');
    await user.click(screen.getByRole('button', { name: en.pet.picker.clear }));
    expect(screen.getByTestId('pet-hatch-weight')).toHaveTextContent('0.751 kg');
    expect(screen.getByTestId('pet-max-weight')).toHaveTextContent('7.51 kg');
  });

  it('does not judge the hatch of a pet whose hatch range is unknown, and still projects its growth', async () => {
    // Albino Peacock is first in the game's files in 2025-12; the only hatch range in the data is the 2025 eggs'.
    await renderPage('?age=10&kg=2&pet=albino-peacock');
    const facts = await screen.findByTestId('pet-facts');
    expect(facts.dataset).toMatchObject({ pet: 'albino-peacock', grows: 'true', hatch: 'unknown' });
    expect(facts).toHaveTextContent(en.pet.facts.hatchUnknown.replace('{{pet}}', 'Albino Peacock'));
    expect(facts).not.toHaveTextContent(/normal hatch|0\.88|2\.2 kg/);
    expect(screen.getByTestId('pet-max-weight')).toHaveTextContent('11 kg');
    // Its growth is the data's: no word that it is unknown.
    expect(facts).not.toHaveTextContent('Whether Albino Peacock grows');
  });

  // The table and chart were drawn for a pet known by name only as the game's rule for it, where its wiki page says
  // whether it grows is unknown.
  it('works a pet whose growth the data does not know out as a pet that grows, and says so', async () => {
    await renderPage('?age=10&kg=3&pet=anglerfish', 'fr');
    const facts = await screen.findByTestId('pet-facts');
    expect(facts.dataset).toMatchObject({ pet: 'anglerfish', hatch: 'unknown' });
    expect(facts).toHaveTextContent(fr.pet.facts.growthUnknown.replace('{{pet}}', 'Anglerfish').replace('\u00a0', ' '));
    expect(facts).not.toHaveTextContent(fr.pet.facts.noGrowth.replace('{{pet}}', 'Anglerfish').replace('\u00a0', ' '));
    expect(screen.getByTestId('pet-max-weight')).toHaveTextContent('16,5');
    expect(screen.getByTestId('pet-growth-table')).toBeInTheDocument();
  });

  it('drops a linked pet that does not exist, with a notice, and keeps the rest of the link', async () => {
    const page = await renderPage('?age=5&kg=3&pet=dragon-kingg');
    const notice = await screen.findByTestId('pet-link-notice');
    expect(notice).toHaveTextContent('pet=dragon-kingg');
    expect(notice).toHaveTextContent(en.pet.link.pet);
    expect(ageField()).toHaveValue('5');
    expect(screen.queryByTestId('pet-facts')).toBeNull();
    await waitFor(() => expect(page.search()).toBe('?age=5&kg=3'));
  });

  // The bare address said "Some values in this link could not be used… pet=dragon-kingg": no link named it.
  it('drops a saved pet the data no longer has without a word, and keeps the rest of the saved copy', async () => {
    save('age=5&kg=3&pet=dragon-kingg');
    const page = await renderPage();
    await waitFor(() => expect(page.search()).toBe('?age=5&kg=3'));
    expect(ageField()).toHaveValue('5');
    expect(screen.queryByTestId('pet-link-notice')).toBeNull();
  });
});
