import { describe, expect, it } from 'vitest';
import { checkNumberField } from './fieldCheck';

const positive = (value: number) => (value > 0 ? null : 'not-positive');

describe('checkNumberField', () => {
  it('reads a number in any of the site’s languages, then lets the page accept it', () => {
    expect(checkNumberField('2,5', positive)).toEqual({ ok: true, value: 2.5 });
    expect(checkNumberField('٢٫٥', positive)).toEqual({ ok: true, value: 2.5 });
  });

  it('says why it cannot use the text: nothing, not a number, or the page’s own reason', () => {
    expect(checkNumberField('  ', positive)).toEqual({ ok: false, problem: 'empty' });
    expect(checkNumberField('abc', positive)).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkNumberField('1e999', positive)).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkNumberField('-3', positive)).toEqual({ ok: false, problem: 'not-positive' });
  });
});
