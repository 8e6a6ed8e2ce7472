import { LANGUAGES } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS, wikiCropPath, wikiEggPath, wikiMutationPath, wikiPetPath } from '../src/lib/paths';
import { expect, test, wordsBrokenIn } from './fixtures';

/**
 * The boxes where, on the build before the fix, a label and its value side by side broke a word inside itself on a
 * 320 or 360 px phone: home's breakdown («Multiplicate|ur de mutation» in Spanish, French and Portuguese) and the
 * fact boxes of a Transcendent crop («Transcendent|e», «Confiabilidade») with its data sources ("Module:Crop_Data" at
 * 360 px in every language), a crop sourced from the weekly export ("AhmadV99/Main" at 320 px in every language), an
 * Environment mutation («Environnemen|t»), pets with unknown facts («desconhecido|s», «communautaires»,
 * «Probabilidades») an event egg («Disponibilidad», «limitado/evento», «terbatas/event»), and the table of an egg's chances
 * («Pachycephalosauru|s» at 320 px in every language).
 */
const BOXES = [
  { path: PAGE_PATHS.cropCalculator, box: 'breakdown' },
  { path: wikiCropPath('gingerbread-blossom'), box: 'infobox' },
  { path: wikiCropPath('amazon-feather-fern'), box: 'infobox' },
  { path: wikiMutationPath('abyssal'), box: 'infobox' },
  { path: wikiPetPath('ghostly-headless-horseman'), box: 'infobox' },
  { path: wikiPetPath('lich'), box: 'infobox' },
  { path: wikiPetPath('rainbow-pachycephalosaurus'), box: 'infobox' },
  { path: wikiEggPath('anti-bee-egg'), box: 'infobox' },
  { path: wikiEggPath('primal-egg'), box: 'egg-hatches' },
] as const;

for (const language of LANGUAGES) {
  test(`${language}: on a phone, a fact box's words break only between words and stay in the box`, async ({ page }) => {
    const faults: string[] = [];
    for (const { path, box } of BOXES) {
      await page.setViewportSize({ width: 320, height: 740 });
      await page.goto(localizePath(language, path));
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 740 });
        const facts = page.getByTestId(box);
        await facts.scrollIntoViewIfNeeded();
        faults.push(...(await wordsBrokenIn(facts)).map((fault) => `${width} px ${path} ${box}: ${fault}`));
      }
    }
    expect(faults).toEqual([]);
  });
}
