/** The crop pages at build time: one page per crop, each given its own crop and what the engine works out for it. */
import type { Params } from 'react-router';
import { defaultWeightOf, getMutation, getVariant, type Crop } from '../../game';
import { averageHarvest } from '../../game/averageHarvest';
import { changesOf } from '../../game/changelog';
import { originNote, wikiNumbers, wikiNumbersUntil } from '../../game/cropResearch';
import { crops } from '../../game/crops';
import { withoutKnownWay } from '../../game/mutationSources';
import { pricedSeedOf } from '../../game/prices';
import { proseTranslations, seedShop } from '../../game/shopData';
import { knownByNameOnly, seedNotes } from '../../game/shopFacts';
import { firstExportAfterObtainable, obtainableNotYetInFiles } from '../../game/version';
import { localizeNote } from '../../lib/localizedProse';
import { wikiCropPath } from '../../lib/paths';
import type { CropPageData } from './cropPageData';
import { cropFromSlug } from './cropSlug';
import { relatedCrops } from './relatedCrops';
import { MAX_SET_ROW, rowOf, TABLE_VARIANTS } from './valueTable';
import { valueTable } from './valueTableRows';

/** The crop's seed in the Seed Shop's data, when the data prices it. */
function seedShopOf(cropId: string): CropPageData['seedShop'] {
  const seed = pricedSeedOf(seedShop, cropId);
  return seed === undefined
    ? null
    : {
        shopKey: seed.shopKey,
        price: seed.price,
        currency: seed.currency,
        robuxPrice: seed.robuxFallbackPrice,
        asOf: seed.asOf,
        confidence: seed.confidence,
        notes: seedNotes(seed),
      };
}

/**
 * The wiki's numbers for the crop where they differ from the game's files, and until when the files held them (from the
 * crop's `changes`).
 */
function wikiNumbersFact(cropId: string, changes: CropPageData['changes']): CropPageData['wikiNumbers'] {
  const numbers = wikiNumbers(cropId);
  return numbers === null ? null : { numbers, gameUntil: wikiNumbersUntil(numbers, changes) };
}

/** The same for every crop: worked out once for the build's 533 pages. */
const exportAfterObtainable = firstExportAfterObtainable(crops);

export function prerenderPaths(): string[] {
  return crops.map((crop) => wikiCropPath(crop.id));
}

export function pageData({ slug }: Readonly<Params>): CropPageData | null {
  const crop = cropFromSlug(slug);
  return crop ? cropPageData(crop) : null;
}

/** What a crop's page is given. */
export function cropPageData(crop: Crop): CropPageData {
  const rows = valueTable(crop);
  const mutationIds = new Set(rows.flatMap((row) => [...row.mutationIds, ...row.leftOutUnknownRules]));
  const changes = changesOf('crop', crop.id);
  return {
    crop,
    defaultWeightKg: defaultWeightOf(crop),
    average: averageHarvest(crop),
    rows,
    related: relatedCrops(crop).map(({ id, name, tier, category, baseValue }) => ({ id, name, tier, category, baseValue })),
    mutations: Object.fromEntries(
      [...mutationIds].map((id) => {
        const { name, multiplier } = getMutation(id);
        return [id, { id, name, multiplier }];
      }),
    ),
    variantNames: Object.fromEntries(TABLE_VARIANTS.map((id) => [id, getVariant(id).name])) as CropPageData['variantNames'],
    changes,
    seedShop: seedShopOf(crop.id),
    seedShopByNameOnly: seedShop.some((seed) => seed.cropId === crop.id && knownByNameOnly(seed)),
    wikiNumbers: wikiNumbersFact(crop.id, changes),
    originNote: crop.origin === null ? null : localizeNote(originNote(crop.origin), proseTranslations),
    notYetInFiles: obtainableNotYetInFiles(crop, exportAfterObtainable),
    maxSetWaysUnknown: withoutKnownWay(rowOf(rows, MAX_SET_ROW).mutationIds),
  };
}
