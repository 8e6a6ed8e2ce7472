/*
 * The crops the engine looks up by id. The crop table (data.ts) adds every crop as it loads; a page the build gives
 * crops to (the crop calculator: the crops it names before anyone picks one) adds those, so it renders and values them
 * without the table.
 */
import { GameInputError, type GameInputField } from './errors';
import type { Crop } from './types';

const cropById = new Map<string, Crop>();

/**
 * Makes crops known to the engine. A crop it knows already stays as it is: a page's copy and the table's are the same
 * crop, and a page that adds its crops at every render keeps the objects its memos were made with.
 */
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
