// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { bestNextMutations, mutationContributions, type NextMutationOption } from '../../game';
import { getCrop } from '../../game/crops';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import en from '../../i18n/locales/en';
import { toggleMutation } from '../../ui/fruit/mutationEdits';
import { NextMutations } from './MutationInsights';

/** The suggestions as the calculator shows them for a fruit, adding to its mutations as it does. */
function Suggestions({ cropId }: { cropId: string }) {
  const [mutationIds, setMutationIds] = useState<readonly string[]>([]);
  return (
    <I18nextProvider i18n={i18nFor('en')}>
      <NextMutations
        options={bestNextMutations(getCrop(cropId), mutationIds)}
        currentMultiplier={mutationContributions(mutationIds).mutationMultiplier}
        onAdd={(mutationId) => setMutationIds(toggleMutation(mutationIds, mutationId).mutationIds)}
      />
    </I18nextProvider>
  );
}

/** One suggestion left, which adding removes: the list then says there is nothing left to add. */
function LastSuggestion({ option }: { option: NextMutationOption }) {
  const [options, setOptions] = useState([option]);
  return (
    <I18nextProvider i18n={i18nFor('en')}>
      <NextMutations options={options} currentMultiplier={1} onAdd={() => setOptions([])} />
    </I18nextProvider>
  );
}

const addButtons = () => within(screen.getByTestId('next-mutations')).queryAllByRole('button');

beforeAll(() => loadLanguage('en'));

describe('the best next mutations by keyboard', () => {
  it('moves the focus to the next suggestion when one is added with Enter', async () => {
    const user = userEvent.setup();
    render(<Suggestions cropId="carrot" />);
    const [first, second] = addButtons();
    const nextName = second!.textContent;
    first!.focus();
    await user.keyboard('{Enter}');
    expect(addButtons()).not.toContain(first);
    // The suggestions after the one added move up: the next one is where the focus was.
    expect(addButtons()[0]).toHaveTextContent(nextName!);
    expect(addButtons()[0]).toHaveFocus();
  });

  it('keeps the focus at the same place in the list when the last suggestion is added with Space', async () => {
    const user = userEvent.setup();
    render(<Suggestions cropId="carrot" />);
    const before = addButtons();
    const last = before.at(-1)!;
    last.focus();
    await user.keyboard(' ');
    expect(last).not.toBeInTheDocument();
    const after = addButtons();
    expect(after.length).toBeGreaterThan(0);
    // The suggestion now in its place, or the last one if the list got shorter.
    expect(after[Math.min(before.length, after.length) - 1]).toHaveFocus();
  });

  it('moves the focus to the heading when no suggestion is left', async () => {
    const user = userEvent.setup();
    const [option] = bestNextMutations(getCrop('carrot'), []);
    render(<LastSuggestion option={option!} />);
    addButtons()[0]!.focus();
    await user.keyboard('{Enter}');
    expect(addButtons()).toHaveLength(0);
    expect(screen.getByText(en.crop.next.none)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: en.crop.next.heading })).toHaveFocus();
  });
});
