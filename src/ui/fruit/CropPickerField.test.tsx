// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Crop } from '../../game';
import { getCrop } from '../../game/crops';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import en from '../../i18n/locales/en';
import { ALL_CATEGORIES } from './cropCatalog';
import { cropCatalog, cropsInCategory } from './cropCategories';
import { CropPickerField } from './CropPickerField';

/** The picker as a page holds it: the crop chosen is the page's, shown beside the field. */
function Page({ first }: { first: Crop }) {
  const [crop, setCrop] = useState(first);
  return (
    <I18nextProvider i18n={i18nFor('en')}>
      <CropPickerField crop={crop} catalog={cropCatalog()} onSelect={setCrop} />
      <output data-testid="chosen">{crop.id}</output>
    </I18nextProvider>
  );
}

const chosen = () => screen.getByTestId('chosen').textContent;
const cropBox = () => screen.getByTestId('crop-input');
const categoryField = () => screen.getByRole('combobox', { name: en.crop.picker.category });
/** The option the field points at (aria-activedescendant): what Enter, Tab or leaving the field takes. */
const highlighted = () => {
  const id = cropBox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.querySelector('.combobox-option__name')?.textContent : undefined;
};

/** The page open on a crop (Moon Mango), its field used (the plain field the page shows first becomes the combobox). */
async function usedPicker(first = getCrop('moon-mango')) {
  const user = userEvent.setup({ delay: null });
  render(<Page first={first} />);
  await user.click(cropBox());
  await waitFor(() => expect(cropBox()).toHaveAttribute('aria-controls'));
  expect(cropBox()).toHaveFocus();
  return user;
}

beforeAll(() => loadLanguage('en'));

/** The line shown when a search matches no crop of the list, with what it adds. */
const noMatchLine = (query: string, hint: string) => `${en.crop.picker.noMatches.replace('{{query}}', query)} ${hint}`;
/** The no-match line on screen (the status region told to screen readers says it too, once typing settles). */
const noMatchShown = () => document.querySelector<HTMLElement>('.combobox__empty');

// Home's first round trip has bytes to spare only by the dozen: the picker's status exists once the page is live.
describe('the crop picker as prerendered', () => {
  it('holds no status region, empty or not', () => {
    const html = renderToString(<Page first={getCrop('moon-mango')} />);
    expect(html).toContain('data-testid="crop-input"');
    expect(html).not.toContain('role="status"');
  });
});

describe('the crop picker by touch', () => {
  // A tap put the caret after the name, so typing "fennel" over Moon Mango searched for "Moon Mangofennel".
  it('replaces the chosen crop’s name with what is typed after a tap in the field, at first use and after', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page first={getCrop('moon-mango')} />);
    await user.click(cropBox());
    await user.keyboard('fennel');
    await waitFor(() => expect(highlighted()).toBe('Fennel'));
    expect(cropBox()).toHaveValue('fennel');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('fennel');
    await user.click(document.body);
    await user.click(cropBox());
    const field = cropBox() as HTMLInputElement;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'Fennel'.length]);
    // A second tap in the field, now focused, places the caret to mend the text.
    await user.pointer({ target: field, offset: 2, keys: '[MouseLeft]' });
    expect([field.selectionStart, field.selectionEnd]).toEqual([2, 2]);
    await user.keyboard('carrot');
    expect(field).toHaveValue('Fecarrotnnel');
  });
});

describe('the crop picker left by a tap elsewhere', () => {
  // A phone's player taps the page to close the keyboard: "Carrot" typed whole went back to Moon Mango.
  it('takes the crop the field names whole, in any case, and puts the chosen crop back after a search', async () => {
    const user = await usedPicker();
    await user.clear(cropBox());
    await user.type(cropBox(), 'carrot ');
    await user.click(document.body);
    await waitFor(() => expect(chosen()).toBe('carrot'));
    expect(cropBox()).toHaveValue('Carrot');

    await user.click(cropBox());
    await user.clear(cropBox());
    await user.type(cropBox(), 'mang');
    expect(highlighted()).toBe('Mango');
    await user.click(document.body);
    await waitFor(() => expect(cropBox()).toHaveValue('Carrot'));
    expect(chosen()).toBe('carrot');
  });

  // "Honey Carrot" finds Carrot in the list, but a tap elsewhere put Moon Mango back: only names were matched whole.
  it('takes the crop whose event form the field names whole', async () => {
    const user = await usedPicker();
    await user.clear(cropBox());
    await user.type(cropBox(), 'honey carrot');
    await user.click(document.body);
    await waitFor(() => expect(chosen()).toBe('carrot'));
    expect(cropBox()).toHaveValue('Carrot');
  });
});

describe('the crop picker by keyboard', () => {
  it('keeps the crop when the field is emptied and left with Tab, and the focus moves on to the next field', async () => {
    const user = await usedPicker();
    await user.clear(cropBox());
    const list = screen.getByRole('listbox');
    // Chrome and Firefox make a scrolling element without a tabindex a Tab stop: Tab then went to the open list, which
    // closes as the field is left, and the focus fell to the page. jsdom has no such Tab stop, hence the attribute.
    expect(list).toHaveAttribute('tabindex', '-1');
    expect(highlighted()).toBeUndefined();
    await user.tab();
    expect(categoryField()).toHaveFocus();
    await waitFor(() => expect(cropBox()).toHaveValue('Moon Mango'));
    expect(chosen()).toBe('moon-mango');
  });

  it('keeps the crop when Enter is pressed in the emptied field', async () => {
    const user = await usedPicker();
    await user.clear(cropBox());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cropBox()).toHaveValue('Moon Mango'));
    expect(chosen()).toBe('moon-mango');
    expect(cropBox()).toHaveFocus();
  });

  it('takes the highlighted first match on Tab after typing, as Enter does, and moves on', async () => {
    const user = await usedPicker();
    await user.clear(cropBox());
    await user.type(cropBox(), 'mang');
    expect(highlighted()).toBe('Mango');
    await user.tab();
    expect(categoryField()).toHaveFocus();
    await waitFor(() => expect(chosen()).toBe('mango'));
    expect(cropBox()).toHaveValue('Mango');
  });

  // Enter closed the list and left "mango lune" in the field beside Moon Mango, and Tab then kept it there.
  it('keeps the list open on its no-match line at Enter, and puts the crop back when the field is left', async () => {
    const user = await usedPicker();
    await user.clear(cropBox());
    await user.type(cropBox(), 'mango lune');
    await user.keyboard('{Enter}');
    expect(noMatchShown()).toHaveTextContent(noMatchLine('mango lune', en.filters.gameNames));
    expect(noMatchShown()).toBeVisible();
    expect(chosen()).toBe('moon-mango');
    await user.tab();
    await waitFor(() => expect(cropBox()).toHaveValue('Moon Mango'));
    expect(chosen()).toBe('moon-mango');
  });

  it('closes the list at Enter on the chosen crop, as on any other', async () => {
    const user = await usedPicker();
    await user.click(cropBox());
    expect(highlighted()).toBe('Moon Mango');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(chosen()).toBe('moon-mango');
  });

  // «Check the spelling or choose all categories» was said with all categories chosen, and «zanahoria» was never told
  // that names are the game's, in English.
  it('says only what applies when a search matches nothing: names are the game’s, or other categories hold it', async () => {
    const user = await usedPicker();
    await user.clear(cropBox());
    await user.type(cropBox(), 'zanahoria');
    expect(noMatchShown()).toHaveTextContent(noMatchLine('zanahoria', en.filters.gameNames));
    expect(noMatchShown()).not.toHaveTextContent(/categor/);
    // Moon Mango's own category, the Twilight Shop, has no Carrot: the other categories do.
    await user.clear(cropBox());
    await user.selectOptions(categoryField(), getCrop('moon-mango').category);
    await user.clear(cropBox());
    await user.type(cropBox(), 'carrot');
    expect(noMatchShown()).toHaveTextContent(noMatchLine('carrot', en.crop.picker.otherCategories));
    expect(noMatchShown()).not.toHaveTextContent(en.filters.gameNames);
    await user.clear(cropBox());
    await user.type(cropBox(), 'zanahoria');
    expect(noMatchShown()).toHaveTextContent(noMatchLine('zanahoria', en.filters.gameNames));
  });

  // The count was a status region changed at every key: typing «Sunfl» had a screen reader say four counts.
  it('tells screen readers how many crops match once typing settles, not at every key', async () => {
    await usedPicker();
    const told = () => screen.getByTestId('crop-picker-status');
    // Typed in events that run back to back, so no real time passes between a key and the check that nothing was told
    // (typed at a user's pace on a busy machine, the wait could pass first and the check fail).
    const typeSync = (text: string) => fireEvent.change(cropBox(), { target: { value: text } });
    // Opening the list may have been told already (its count, once it settled while the picker was being used).
    const toldBefore = told().textContent;
    typeSync('');
    typeSync('sunf');
    typeSync('sunfl');
    expect(told()).toHaveAttribute('role', 'status');
    // Nothing told at the keys.
    expect(told().textContent).toBe(toldBefore);
    const options = document.getElementById(cropBox().getAttribute('aria-controls')!)!.children.length;
    expect(options).toBeGreaterThan(1);
    await waitFor(() => expect(told()).toHaveTextContent(i18nFor('en').t('crop.picker.matches', { count: options })), { timeout: 5_000 });
    // The no-match line on screen is not a second status region.
    typeSync('sunflz');
    typeSync('sunflzz');
    expect(noMatchShown()).not.toHaveAttribute('role');
    expect(told()).toHaveTextContent(i18nFor('en').t('crop.picker.matches', { count: options }));
    await waitFor(() => expect(told()).toHaveTextContent(noMatchLine('sunflzz', en.filters.gameNames)), { timeout: 5_000 });
  });

  it('points at no option when a search matches nothing', async () => {
    const user = await usedPicker();
    await user.clear(cropBox());
    await user.type(cropBox(), 'zzz');
    expect(noMatchShown()).toHaveTextContent(noMatchLine('zzz', en.filters.gameNames));
    expect(document.getElementById(cropBox().getAttribute('aria-controls')!)?.children).toHaveLength(0);
    expect(cropBox()).toHaveAttribute('aria-activedescendant', '');
    // Matches again, it points at the first.
    await user.clear(cropBox());
    await user.type(cropBox(), 'mang');
    expect(highlighted()).toBe('Mango');
  });

  it('opens the list on the chosen crop when nothing is typed, so Tab changes nothing', async () => {
    const user = await usedPicker();
    // The field was focused by the first click; this one opens the list.
    await user.click(cropBox());
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(highlighted()).toBe('Moon Mango');
    await user.tab();
    expect(categoryField()).toHaveFocus();
    expect(cropBox()).toHaveValue('Moon Mango');
    expect(chosen()).toBe('moon-mango');
  });

  it('takes an option moved to with the arrow keys in the emptied field', async () => {
    const user = await usedPicker();
    await user.clear(cropBox());
    await user.keyboard('{ArrowDown}');
    const first = highlighted();
    expect(first).toBeDefined();
    await user.tab();
    await waitFor(() => expect(cropBox()).toHaveValue(first));
    expect(chosen()).not.toBe('moon-mango');
  });
});

/**
 * Keys pressed as in a browser, outside act() (Testing Library's events are inside it): React draws the list's later
 * steps on its own schedule, after the keys' own updates, where act() would draw them all before the next key.
 */
async function keysOutsideAct(keys: readonly string[], whileListFills: () => Promise<void>) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    for (const key of keys) {
      cropBox().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      // A key's update is drawn in a microtask; a step of the list waits for a task.
      await Promise.resolve();
    }
    await whileListFills();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

describe('the crop picker’s long list, drawn in steps', () => {
  const optionName = (option: HTMLElement | undefined) => option?.querySelector('.combobox-option__name')?.textContent;
  // The options in the list's markup, found without a role query: that weighs each of up to 533 options' styles, and
  // these tests ask again and again while the list is drawn. At least one must be drawn, or a test reads nothing.
  const drawnOptions = () => {
    const drawn = [...screen.getByRole('listbox').querySelectorAll<HTMLElement>('[role="option"]')];
    expect(drawn.length).toBeGreaterThan(0);
    return drawn;
  };

  // End straight after opening the list highlighted an option not drawn yet: the field pointed at none for up to a
  // second, and a screen reader said nothing.
  const every = cropsInCategory(ALL_CATEGORIES).length;
  it('moves at End to the last option drawn at once', async () => {
    await usedPicker();
    await keysOutsideAct(['ArrowDown', 'Home', 'End'], async () => {
      const drawn = drawnOptions();
      expect(every - 1).toBeGreaterThanOrEqual(drawn.length);
      expect(highlighted()).toBe(optionName(drawn.at(-1)));
    });
  });

  // The steps were taken only at the first opening: the list opened again drew all its options at once, for up to a
  // second and a half on a slow phone.
  it('draws the list in steps again when it opens again', async () => {
    await usedPicker(getCrop('acorn'));
    let drawnBefore = 0;
    await keysOutsideAct(['ArrowDown'], async () => {
      const firstStep = drawnOptions().length;
      await waitFor(() => expect(drawnOptions().length).toBeGreaterThanOrEqual(4 * firstStep), { timeout: 10_000 });
      drawnBefore = drawnOptions().length;
    });
    await keysOutsideAct(['Escape'], async () => {
      await waitFor(() => expect(cropBox()).toHaveAttribute('aria-expanded', 'false'));
    });
    await keysOutsideAct(['ArrowDown'], async () => {
      expect(highlighted()).toBe('Acorn');
      expect(drawnOptions().length).toBeLessThan(drawnBefore / 2);
    });
  });

  // Held on the last option drawn, ArrowDown from a chosen crop not drawn yet went back up the list, and Enter took a
  // crop before the chosen one.
  it('moves from a chosen crop not drawn yet to the next crop, never back up the list', async () => {
    const crops = cropsInCategory(ALL_CATEGORIES);
    const next = crops[crops.findIndex((crop) => crop.id === 'moon-mango') + 1]!;
    await usedPicker();
    await keysOutsideAct(['ArrowDown', 'ArrowDown'], async () => {
      const drawnBefore = drawnOptions().map(optionName);
      expect(drawnBefore).not.toContain('Moon Mango');
      expect(drawnBefore).not.toContain(highlighted());
      await waitFor(() => expect(highlighted()).toBe(next.name), { timeout: 10_000 });
    });
  });

  // The move on, seen where it is one step of the list away (End's is the whole list away: seconds in a test).
  it('moves at PageDown to an option drawn at once, then on to the one PageDown goes to once it is drawn', async () => {
    // Six pages of ten from the first option.
    const goal = 60;
    await usedPicker();
    await keysOutsideAct(['ArrowDown', 'Home', ...Array<string>(6).fill('PageDown')], async () => {
      const drawn = drawnOptions();
      expect(goal).toBeGreaterThanOrEqual(drawn.length);
      expect(highlighted()).toBe(optionName(drawn.at(-1)));
      await waitFor(() => expect(highlighted()).toBe(optionName(drawnOptions()[goal])), { timeout: 10_000 });
    });
  });
});

describe('the crop picker’s options', () => {
  // A crop the data gives no tier read "unknown · Seed Shop": a bare "unknown", in Spanish «desconocida», said of nothing.
  it('say a crop’s tier is unknown in words that name the tier', async () => {
    const user = await usedPicker();
    await user.clear(cropBox());
    await user.type(cropBox(), 'Octobloom');
    await waitFor(() => expect(highlighted()).toBe('Octobloom'));
    const option = document.getElementById(cropBox().getAttribute('aria-activedescendant')!)!;
    expect(getCrop('octobloom').tier).toBeNull();
    expect(option.querySelector('.combobox-option__details')!.textContent).toMatch(new RegExp(`^${en.filters.unknownTier} · `));
  });
});
