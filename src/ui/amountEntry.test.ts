import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { parseAmount } from '../lib/parseNumber';
import { amountExamples } from './amountEntry';

describe('amountExamples', () => {
  it.each(LANGUAGES)('writes three forms that the money fields read back as one amount (%s)', (language) => {
    const examples = amountExamples(language);
    const read = Object.values(examples).map((text) => parseAmount(text, language));
    expect(read).toEqual([read[0], read[0], read[0]]);
    expect(read[0]).toEqual({ ok: true, value: 2_500_000n });
    expect(new Set(Object.values(examples)).size).toBe(3);
  });

  it('writes the shortened form with the game suffix and the language decimal sign', () => {
    expect(amountExamples('en').shortened).toContain('2.5M');
    expect(amountExamples('fr').shortened).toContain('2,5M');
    expect(amountExamples('fr').grouped).toBe('2\u202f500\u202f000');
  });
});
