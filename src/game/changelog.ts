/*
 * What the 2026 update changed in the game data, read straight from the data files (crops.json is the January 2026
 * snapshot, updates-2026.json the update), never from the loaded crops: those may already have the update applied,
 * and the changelog must show the value before it as well as after.
 */
import cropsJson from './data/crops.json' with { type: 'json' };
import mutationsJson from './data/mutations.json' with { type: 'json' };
import updatesJson from './data/updates-2026.json' with { type: 'json' };
import type { CropRecord, MutationsFile, UpdatesFile } from './schema';

const snapshotCrops = cropsJson as readonly CropRecord[];
const snapshotMutations = (mutationsJson as MutationsFile).mutations;
const updates = updatesJson as UpdatesFile;

export interface ChangedCropValue {
  readonly id: string;
  readonly name: string;
  /** Base value in the January 2026 snapshot. */
  readonly before: number;
  readonly after: number;
}

export interface NewCrop {
  readonly id: string;
  readonly name: string;
  readonly baseValue: number;
  /** Null for every 2026 crop so far: no source gives it. */
  readonly baseWeight: number | null;
}

export interface NewMutation {
  readonly id: string;
  readonly name: string;
  readonly multiplier: number;
}

export interface DisputedMultiplier {
  readonly id: string;
  readonly name: string;
  /** The value the site keeps. */
  readonly kept: number;
  /** The value a source claims instead. */
  readonly claimed: number;
}

export interface DataChangelog {
  readonly changedValues: readonly ChangedCropValue[];
  readonly newCrops: readonly NewCrop[];
  readonly newMutations: readonly NewMutation[];
  readonly disputed: readonly DisputedMultiplier[];
}

function snapshotRecord<T extends { readonly id: string }>(records: readonly T[], id: string, file: string): T {
  const record = records.find((each) => each.id === id);
  if (!record) throw new Error(`${file} has no entry ${id}`);
  return record;
}

/** The update as the data files describe it, in their order. */
export function dataChangelog(): DataChangelog {
  return {
    changedValues: updates.changedCrops
      .map((crop) => ({
        id: crop.id,
        name: crop.name,
        before: snapshotRecord(snapshotCrops, crop.id, 'crops.json').baseValue,
        after: crop.baseValue,
      }))
      .filter((change) => change.before !== change.after),
    newCrops: updates.newCrops.map(({ id, name, baseValue, baseWeight }) => ({ id, name, baseValue, baseWeight })),
    newMutations: updates.newMutations.map(({ id, name, multiplier }) => ({ id, name, multiplier })),
    disputed: updates.disputed.map(({ id, ours, claimed }) => ({
      id,
      name: snapshotRecord(snapshotMutations, id, 'mutations.json').name,
      kept: ours,
      claimed,
    })),
  };
}
