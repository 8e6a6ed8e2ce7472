import { describe, expect, it } from 'vitest';
import { fillNoteValues, localizeProse } from './localizedProse';

// A note with one value of each kind, as a record holds them: a month, a year, an amount, a percentage, a signed one.
const NOTE = 'shop of {{shop}} (Halloween {{event}}), {{price}} Sheckles, {{chance}} chance, {{growth}} growth';
const VALUES = {
  shop: '2025-08',
  event: '2025',
  price: { amount: 50_000_000 },
  chance: { percent: 45.5 },
  growth: { percent: 50, signed: true },
} as const;

describe('a research note’s values, written in each language', () => {
  it('writes each value through Intl in the page’s language: its month, digit grouping, decimal sign and percent', () => {
    expect(fillNoteValues(NOTE, VALUES, 'en')).toBe('shop of August 2025 (Halloween 2025), 50,000,000 Sheckles, 45.5% chance, +50% growth');
    // French groups digits with a narrow no-break space and puts one before «%»; its decimal sign is a comma.
    expect(fillNoteValues(NOTE, VALUES, 'fr')).toBe(
      'shop of août 2025 (Halloween 2025), 50\u202f000\u202f000 Sheckles, 45,5\u00a0% chance, +50\u00a0% growth',
    );
    // Arabic with the site's Latin digits: its own month name, and Intl's marks around the percent sign.
    expect(fillNoteValues(NOTE, VALUES, 'ar')).toBe(
      'shop of أغسطس 2025 (Halloween 2025), 50,000,000 Sheckles, 45.5\u200e%\u200e chance, \u200e+50\u200e%\u200e growth',
    );
  });

  it('writes any other number and a multiplier with the language’s decimal sign, a signed number with its sign', () => {
    const note = 'eggs advance by {{advance}} s, {{xp}} XP/s, a chance of {{multiplier}}, hatch time {{hatchTime}} s';
    const values = {
      advance: { number: 70.4 },
      xp: { number: 0.15, signed: true },
      multiplier: { multiplier: 1.8 },
      hatchTime: { number: 300_000_000 },
    } as const;
    expect(fillNoteValues(note, values, 'en')).toBe(
      'eggs advance by 70.4 s, +0.15 XP/s, a chance of \u2066×1.8\u2069, hatch time 300,000,000 s',
    );
    expect(fillNoteValues(note, values, 'pt')).toBe(
      'eggs advance by 70,4 s, +0,15 XP/s, a chance of \u2066×1,8\u2069, hatch time 300.000.000 s',
    );
    // The multiplier keeps "×" before its number inside right-to-left text; Intl marks the sign's direction.
    expect(fillNoteValues(note, values, 'ar')).toBe(
      'eggs advance by 70.4 s, \u200e+0.15 XP/s, a chance of \u2066×1.8\u2069, hatch time 300,000,000 s',
    );
  });

  it('writes a range of two numbers as Intl writes one in each language, in order inside right-to-left text', () => {
    const note = 'every {{interval}} min (fan)';
    const values = { interval: { from: 5, to: 10 } } as const;
    expect(fillNoteValues(note, values, 'en')).toBe('every \u20665–10\u2069 min (fan)');
    expect(fillNoteValues(note, values, 'fr')).toBe('every \u20665–10\u2069 min (fan)');
    // Spanish writes a range of numbers with a hyphen (CLDR, as the RAE's «páginas 23-45»).
    expect(fillNoteValues(note, values, 'es')).toBe('every \u20665-10\u2069 min (fan)');
    // Isolated, so right-to-left text keeps «5–10» as it is, not «10–5».
    expect(fillNoteValues(note, values, 'ar')).toBe('every \u20665–10\u2069 min (fan)');
    expect(fillNoteValues('{{span}} s', { span: { from: 1.5, to: 2.5 } }, 'pt')).toBe('\u20661,5–2,5\u2069 s');
  });

  it('fails on a placeholder its record gives no value for', () => {
    expect(() => fillNoteValues('removed in the copy of {{removed}}', {}, 'en')).toThrow(/\{\{removed\}\}/);
  });

  it('fills every language a translation gives, English from the data’s own text, at build time', () => {
    const translations = {
      'Fall Market ({{price}} Sheckles)': { fr: 'Fall Market ({{price}} Sheckles)', ar: 'Fall Market ({{price}} Sheckles)' },
    };
    expect(localizeProse('Fall Market ({{price}} Sheckles)', translations, { price: { amount: 150_000_000 } })).toEqual({
      en: 'Fall Market (150,000,000 Sheckles)',
      fr: 'Fall Market (150\u202f000\u202f000 Sheckles)',
      ar: 'Fall Market (150,000,000 Sheckles)',
    });
    expect(localizeProse(null, translations)).toBeNull();
  });
});
