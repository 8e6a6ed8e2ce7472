import { describe, expect, it } from 'vitest';
import { mutations } from '../src/game';
import { crops } from '../src/game/crops';
import { pets } from '../src/game/pets';
import { LANGUAGES, LOCALE_TAGS } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS, wikiCropPath, wikiMutationPath, wikiPetPath } from '../src/lib/paths';
import { absoluteUrl } from '../src/lib/siteUrl';
import { builtFile } from './builtFiles';

const sitemap = builtFile('/sitemap.xml');
const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((match) => ({
  loc: match[1]!,
  path: new URL(match[1]!).pathname,
  alternates: [...match[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => [link[1], new URL(link[2]!).pathname]),
}));
const alternatesByPath = new Map(entries.map((entry) => [entry.path, entry.alternates]));

describe('the sitemap', () => {
  it('lists every page in every language: the core pages, the wiki index, every crop, pet and mutation page', () => {
    const paths = [
      ...Object.values(PAGE_PATHS),
      ...crops.map((crop) => wikiCropPath(crop.id)),
      ...pets.map((pet) => wikiPetPath(pet.id)),
      ...mutations.map((mutation) => wikiMutationPath(mutation.id)),
    ];
    const listed = new Set(entries.map((entry) => entry.loc));
    const missing = LANGUAGES.flatMap((language) => paths.map((path) => localizePath(language, path))).filter(
      (url) => !listed.has(absoluteUrl(url)),
    );
    expect(missing).toEqual([]);
  });

  it('gives the wiki index and every crop page its hreflang alternates, pt as pt-BR', () => {
    expect(sitemap).toContain('hreflang="pt-BR"');
    for (const path of [PAGE_PATHS.wikiIndex, ...crops.map((crop) => wikiCropPath(crop.id))]) {
      for (const language of LANGUAGES) {
        expect(alternatesByPath.get(localizePath(language, path)), localizePath(language, path)).toEqual([
          ...LANGUAGES.map((lang) => [LOCALE_TAGS[lang], localizePath(lang, path)]),
          ['x-default', path],
        ]);
      }
    }
  });
});
