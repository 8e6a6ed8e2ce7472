/*
 * The crops the engine looks up by id. The crop table (data.ts) adds every crop as it loads; a page the build gives its
 * crop to (the crop calculator's default crop) adds that one, so it renders and values it before, or without, the table.
 */
import { GameInputError, type GameInputField } from './errors';
import type { Crop } from './types';

const cropById = new Map<string, Crop>();

/** Makes crops known to the engine; a crop it knows already stays as it is. */
export function addCrops(crops: readonly Crop[]): void {
  for (const crop of crops) if (!cropById.has(crop.id)) cropById.set(crop.id, crop);
}

export function findCrop(id: string): Crop | undefined {
  return typeof id === 'string' ? cropById.get(id) : undefined;
}

export function getCrop(id: string, field: GameInputField = 'cropId'): Crop {
  const crop = findCrop(id);
  if (!crop) throw new GameInputError('unknown-crop', field, id, `Unknown crop id: ${String(id)}`);
  return crop;
}
