import { describe, expect, it } from 'vitest';
import { checkNumberField } from './fieldCheck';

const positive = (value: number) => (value > 0 ? null : 'not-positive');

describe('checkNumberField', () => {
  it('reads a number in any of the site’s languages, then lets the page accept it', () => {
    expect(checkNumberField('2,5', 'en', positive)).toEqual({ ok: true, value: 2.5 });
    expect(checkNumberField('٢٫٥', 'en', positive)).toEqual({ ok: true, value: 2.5 });
  });

  it('says why it cannot use the text: nothing, not a number, or the page’s own reason', () => {
    expect(checkNumberField('  ', 'en', positive)).toEqual({ ok: false, problem: 'empty' });
    expect(checkNumberField('abc', 'en', positive)).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkNumberField('1e999', 'en', positive)).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkNumberField('-3', 'en', positive)).toEqual({ ok: false, problem: 'not-positive' });
  });
});
