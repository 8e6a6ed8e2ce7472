/*
 * How the engine's callers name crops. The engine itself takes the crop; whoever holds crops (the crop table, or the
 * crops a page was given by the build) answers for an id with a lookup made from them, so "no such crop" has one
 * meaning: the crops at hand do not include it.
 */
import { GameInputError, type GameInputField } from './errors';
import type { Crop } from './types';

export type CropLookup = (id: string) => Crop | undefined;

export function cropLookupOf(crops: readonly Crop[]): CropLookup {
  const byId = new Map(crops.map((crop) => [crop.id, crop]));
  return (id) => (typeof id === 'string' ? byId.get(id) : undefined);
}

/** The crop of an id, or `unknown-crop` when the lookup has none. */
export function requireCrop(lookup: CropLookup, id: string, field: GameInputField = 'cropId'): Crop {
  const crop = lookup(id);
  if (!crop) throw new GameInputError('unknown-crop', field, id, `Unknown crop id: ${String(id)}`);
  return crop;
}
