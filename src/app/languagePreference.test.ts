// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferredLanguage, rememberLanguage } from './languagePreference';

function browserSpeaks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('preferredLanguage', () => {
  it.each([
    [['id-ID'], 'id'],
    [['id'], 'id'],
    [['pt-BR', 'en'], 'pt'],
    [['pt-PT'], 'pt'],
    [['es-MX'], 'es'],
    [['fr-CA'], 'fr'],
    [['ar-EG'], 'ar'],
    [['de-DE'], 'en'],
  ])('a browser speaking %j gets %s', (languages, expected) => {
    browserSpeaks(...languages);
    expect(preferredLanguage()).toBe(expected);
  });

  it('a language picked in the switcher wins over the browser’s', () => {
    browserSpeaks('id-ID');
    rememberLanguage('pt');
    expect(preferredLanguage()).toBe('pt');
    rememberLanguage('en');
    expect(preferredLanguage()).toBe('en');
  });
});
