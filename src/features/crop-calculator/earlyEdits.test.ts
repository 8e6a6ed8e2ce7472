// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readEarlyEdits } from './earlyEdits';

/** A prerendered form: attributes hold what was prerendered, properties what the player made of it. */
function prerendered(): HTMLElement {
  const root = document.createElement('form');
  root.innerHTML = `
    <input name="w" value="0.275">
    <input name="qty" value="1">
    <input type="radio" name="boost" value="0" checked><input type="radio" name="boost" value="10">
    <input type="radio" name="variant" value="normal" checked><input type="radio" name="variant" value="gold">
    <input type="checkbox" name="m" value="wet"><input type="checkbox" name="m" value="frozen" checked>
    <input type="checkbox" name="m" value="no-such-mutation">
    <input type="radio" name="other" value="x">`;
  return root;
}

const field = (root: HTMLElement, selector: string) => root.querySelector<HTMLInputElement>(selector)!;

describe('readEarlyEdits', () => {
  it('finds nothing on an untouched page', () => {
    expect(readEarlyEdits(prerendered())).toEqual([]);
  });

  it('reads every field that no longer holds its prerendered value', () => {
    const root = prerendered();
    field(root, '[name=w]').value = '3';
    field(root, '[name=boost][value="10"]').checked = true;
    field(root, '[name=variant][value=gold]').checked = true;
    field(root, '[name=m][value=wet]').checked = true;
    field(root, '[name=m][value=frozen]').checked = false;
    field(root, '[name=m][value=no-such-mutation]').checked = true;
    field(root, '[name=other]').checked = true;

    expect(readEarlyEdits(root)).toEqual([
      { field: 'weight', text: '3' },
      { field: 'boost', percent: 10 },
      { field: 'variant', variantId: 'gold' },
      { field: 'mutation', mutationId: 'wet', checked: true },
      { field: 'mutation', mutationId: 'frozen', checked: false },
    ]);
  });

  it('keeps what was typed even when it is not a valid number, for the field to explain', () => {
    const root = prerendered();
    field(root, '[name=qty]').value = 'abc';
    expect(readEarlyEdits(root)).toEqual([{ field: 'quantity', text: 'abc' }]);
  });
});
