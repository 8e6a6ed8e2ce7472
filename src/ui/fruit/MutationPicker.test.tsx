// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMutation, maxMutationSet } from '../../game';
import { getCrop } from '../../game/crops';
import { withoutKnownWay } from '../../game/mutationSources';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { undoableClear } from '../../lib/undoableClear';
import { mutationClearing } from './mutationClearing';
import type { MutationEvent } from './mutationEdits';
import { MutationPicker } from './MutationPicker';

const max = maxMutationSet(getCrop('carrot'));
const maxSet = max.mutationIds;

type PickerAction = { type: 'unpick'; mutationId: string } | { type: 'clearMutations' } | { type: 'maxMutation' } | { type: 'dismiss' };
interface PickerState {
  mutationIds: readonly string[];
  event: MutationEvent | null;
}
/**
 * What the calculator's state does with the picker's clicks: Max mutation picks the carrot's max set and says so, and
 * it and Remove all can be undone.
 */
const reducePicker = undoableClear<PickerState, PickerAction>(
  (state, action) => {
    switch (action.type) {
      case 'unpick':
        return { ...state, mutationIds: state.mutationIds.filter((each) => each !== action.mutationId) };
      case 'clearMutations':
        return { mutationIds: [], event: null };
      case 'maxMutation':
        return { mutationIds: maxSet, event: { kind: 'max', result: max } };
      case 'dismiss':
        return { ...state, event: null };
    }
  },
  ['clearMutations', 'maxMutation'],
  ['dismiss'],
);

/** The picker as a page holds it, opened on `first` picked. */
function Page({ first, language }: { first: readonly string[]; language: Language }) {
  const [state, dispatch] = useReducer(reducePicker, { mutationIds: first, event: null });
  const [query, setQuery] = useState('');
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <MutationPicker
        cropId="carrot"
        cropName={(cropId) => getCrop(cropId).name}
        mutationIds={state.mutationIds}
        warnings={[]}
        query={query}
        onSearch={setQuery}
        event={state.event}
        onToggle={(mutationId) => dispatch({ type: 'unpick', mutationId })}
        onClear={() => dispatch({ type: 'clearMutations' })}
        onMax={() => dispatch({ type: 'maxMutation' })}
        onDismissEvent={() => dispatch({ type: 'dismiss' })}
        onUndo={state.clearedBy ? () => dispatch({ type: 'undo' }) : null}
        clearedBy={mutationClearing(state.clearedBy)}
      />
    </I18nextProvider>
  );
}

const chipRow = () => screen.getByRole('toolbar');
const chips = () => within(chipRow()).getAllByRole('button');
const chipOf = (mutationId: string) => chips().find((chip) => chip.querySelector('span')?.textContent === getMutation(mutationId).name);
/** Found by name, not through the row, so the Tab count is seen on a picker without one. */
const removeChips = () => screen.getAllByRole('button', { name: /^Remove (?!all)/ });
const focusedName = () => document.activeElement?.getAttribute('aria-label');

function renderPicker(first: readonly string[], language: Language = 'en') {
  const user = userEvent.setup();
  render(<Page first={first} language={language} />);
  return user;
}

/** Opens the list of every mutation and unticks each of `ids` there, one after another. */
async function untickInList(user: ReturnType<typeof userEvent.setup>, ...ids: string[]) {
  await user.click(screen.getByTestId('mutation-browse'));
  for (const id of ids) await user.click(screen.getByTestId(`mutation-${id}`));
}

beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('ar')]));

describe('the picked mutations as one tab stop', () => {
  it('puts the controls after Max mutation’s whole set three Tabs away: the chips, Remove all, the search', async () => {
    expect(maxSet.length).toBeGreaterThan(50);
    const user = renderPicker([]);
    await user.click(screen.getByTestId('max-mutation'));
    expect(removeChips()).toHaveLength(maxSet.length);
    await user.tab();
    expect(removeChips()[0]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove all mutations' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search mutations' })).toHaveFocus();
    // Shift+Tab comes back to the one stop, not to the last chip.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(removeChips()[0]).toHaveFocus();
  });

  it('names the row by its count', () => {
    renderPicker(maxSet.slice(0, 3));
    expect(chipRow()).toHaveAccessibleName('3 mutations on this fruit');
  });

  it('moves along the row with the arrow keys, Home and End, stopping at its ends, and Tab comes back to where it was', async () => {
    const ids = maxSet.slice(0, 4);
    const user = renderPicker(ids);
    chips()[0]!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(chipOf(ids[0]!)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(chipOf(ids[2]!)).toHaveFocus();
    await user.keyboard('{End}');
    expect(chipOf(ids[3]!)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(chipOf(ids[3]!)).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(chipOf(ids[1]!)).toHaveFocus();
    expect(chips().map((chip) => chip.tabIndex)).toEqual([-1, 0, -1, -1]);
    await user.tab();
    await user.tab({ shift: true });
    expect(chipOf(ids[1]!)).toHaveFocus();
  });

  it('comes back by Tab to the chip last focused after Max mutation put 50 chips before it', async () => {
    const last = maxSet[50]!;
    const user = renderPicker([last]);
    chips()[0]!.focus();
    await user.click(screen.getByTestId('max-mutation'));
    await user.tab();
    expect(chipOf(last)).toHaveFocus();
  });

  it('keeps the stop on the chip last focused when a chip before it is unticked in the list', async () => {
    const ids = maxSet.slice(0, 4);
    const user = renderPicker(ids);
    chipOf(ids[2]!)!.focus();
    await untickInList(user, ids[0]!);
    expect(chips().map((chip) => chip.tabIndex)).toEqual([-1, 0, -1]);
    expect(chipOf(ids[2]!)!.tabIndex).toBe(0);
  });

  it('puts the stop at the place of the chip last focused once that chip is unticked in the list, on the last if none is', async () => {
    const ids = maxSet.slice(0, 4);
    const user = renderPicker(ids);
    chipOf(ids[1]!)!.focus();
    await untickInList(user, ids[1]!);
    expect(chipOf(ids[2]!)!.tabIndex).toBe(0);
    chipOf(ids[3]!)!.focus();
    await user.click(screen.getByTestId(`mutation-${ids[3]!}`));
    expect(chips().map((chip) => chip.tabIndex)).toEqual([-1, 0]);
    expect(chipOf(ids[2]!)!.tabIndex).toBe(0);
  });

  // The stop went two chips on: it fell back to the place where the chip had been focused, not where it had moved.
  it('puts the stop at the place the chip last focused had moved to once it is unticked', async () => {
    const ids = maxSet.slice(0, 5);
    const user = renderPicker(ids);
    chipOf(ids[2]!)!.focus();
    await untickInList(user, ids[0]!, ids[1]!, ids[2]!);
    expect(chips().map((chip) => chip.tabIndex)).toEqual([0, -1]);
    expect(chipOf(ids[3]!)!.tabIndex).toBe(0);
  });

  it('reads the row from the right in Arabic: Left is the next chip', async () => {
    const ids = maxSet.slice(0, 3);
    const user = renderPicker(ids, 'ar');
    chips()[0]!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(chipOf(ids[1]!)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(chipOf(ids[0]!)).toHaveFocus();
  });

  it('keeps the stop on the chip the focus goes to after a removal, and ends on the search once none is left', async () => {
    const ids = maxSet.slice(0, 3);
    const user = renderPicker(ids);
    chips()[0]!.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(chipOf(ids[2]!)).toHaveFocus());
    expect(chips().map((chip) => chip.tabIndex)).toEqual([-1, 0]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chipOf(ids[0]!)).toHaveFocus());
    expect(chips().map((chip) => chip.tabIndex)).toEqual([0]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
    expect(focusedName()).toBeNull();
  });
});

describe('Max mutation’s message', () => {
  // Its 31 names (the max set's mutations left out here, and those no source says how to get) made it 700 to 820 px
  // tall on a phone, pushing the result out of sight.
  it('says how many mutations it names, the names behind a summary that opens them', async () => {
    const named = [...max.excludedByRestriction, ...max.excludedUnknownRules, ...withoutKnownWay(maxSet)];
    expect(named.length).toBeGreaterThanOrEqual(21);
    const user = renderPicker([]);
    await user.click(screen.getByTestId('max-mutation'));
    const message = screen.getByTestId('mutation-event');
    expect(within(message).getByText(/^Max mutation: Rainbow with \d+ mutations/)).toBeVisible();
    const names = within(message).getByTestId('mutation-event-names');
    const summary = names.querySelector('summary')!;
    // The names no source says how to get come with their data, loaded once the message shows.
    await waitFor(() => expect(summary).toHaveTextContent(`${named.length} mutations left out or with no known way to get them`));
    expect(names).not.toHaveAttribute('open');
    const wayUnknown = getMutation(withoutKnownWay(maxSet)[0]!).name;
    expect(within(names).getByText(new RegExp(`None of our sources says yet .*${wayUnknown}`))).not.toBeVisible();
    expect(within(names).getByText(/^Left out of the max set because how they combine/)).not.toBeVisible();

    // Reached by keyboard too: the summary is the Tab stop after the search (the browser opens it by Enter or Space as
    // by a click, which jsdom does not do for a key).
    screen.getByRole('searchbox').focus();
    await user.tab();
    expect(summary).toHaveFocus();
    await user.click(summary);
    expect(names).toHaveAttribute('open');
    expect(within(names).getByText(new RegExp(`None of our sources says yet .*${wayUnknown}`))).toBeVisible();
    expect(within(names).getByText(/^Left out here because the sources report/)).toBeVisible();
  });
});

describe('Max mutation’s message, for a screen reader', () => {
  /** The live region an element is announced by, if any. */
  const liveRegionOf = (element: Element) =>
    element.closest('[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])');

  // Its names, once opened, were inside the message's live region, which could read all 31 of them out as news.
  it('announces its sentence and Undo, but not the names behind the summary, opened or not, nor their number', async () => {
    const user = renderPicker([]);
    await user.click(screen.getByTestId('max-mutation'));
    const message = screen.getByTestId('mutation-event');
    const sentence = within(message).getByText(/^Max mutation: Rainbow with \d+ mutations/);
    const names = within(message).getByTestId('mutation-event-names');
    const summary = names.querySelector('summary')!;
    await waitFor(() => expect(summary).toHaveTextContent(/^\d+ mutations left out or with no known way to get them$/));
    expect(liveRegionOf(sentence)).toHaveAttribute('role', 'status');
    expect(liveRegionOf(screen.getByTestId('mutation-undo'))).toHaveAttribute('role', 'status');
    expect(liveRegionOf(names)).toBeNull();
    await user.click(summary);
    expect(names).toHaveAttribute('open');
    expect(liveRegionOf(within(names).getByText(/^Left out here because the sources report/))).toBeNull();
    // Still one message: the names sit in the same notice as the sentence, under it.
    expect(sentence.closest('.notice')).toContainElement(names);
    expect(sentence.compareDocumentPosition(names) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps its live regions in place when it goes, so the next message is announced as it appears', async () => {
    const user = renderPicker([]);
    const regions = () => within(screen.getByTestId('mutation-event')).getAllByRole('status');
    const before = regions();
    const same = () => regions().length === before.length && regions().every((region, at) => region === before[at]);
    expect(before.every((region) => region.textContent === '')).toBe(true);
    await user.click(screen.getByTestId('max-mutation'));
    expect(same()).toBe(true);
    await user.click(within(screen.getByTestId('mutation-event')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByTestId('mutation-undo')).toBeInTheDocument();
    expect(same()).toBe(true);
  });
});

describe('Undo in the picker', () => {
  const undo = () => screen.getByTestId('mutation-undo');
  const removeAll = () => screen.getByRole('button', { name: 'Remove all mutations' });

  // After Remove all and Undo, the focus went to Max mutation.
  it('puts the focus back on the button whose click it undid: Remove all, or Max mutation', async () => {
    const user = renderPicker(maxSet.slice(0, 2));
    await user.click(removeAll());
    expect(screen.getByTestId('mutation-event')).toHaveTextContent(/^Cleared\. Undo$/);
    await user.click(undo());
    expect(removeChips()).toHaveLength(2);
    expect(removeAll()).toHaveFocus();

    await user.click(screen.getByTestId('max-mutation'));
    await user.click(undo());
    expect(removeChips()).toHaveLength(2);
    expect(screen.getByTestId('max-mutation')).toHaveFocus();
  });

  it('undoes Max mutation after Remove all, then Remove all, each time on the button of the click it undid', async () => {
    const user = renderPicker(maxSet.slice(0, 2));
    await user.click(removeAll());
    await user.click(screen.getByTestId('max-mutation'));
    await user.click(undo());
    expect(screen.queryAllByRole('button', { name: /^Remove (?!all)/ })).toHaveLength(0);
    expect(screen.getByTestId('max-mutation')).toHaveFocus();
    // Remove all's Undo is offered again, and says what it gives back.
    expect(screen.getByTestId('mutation-event')).toHaveTextContent(/^Cleared\. Undo$/);
    await user.click(undo());
    expect(removeChips()).toHaveLength(2);
    expect(removeAll()).toHaveFocus();
  });
});
