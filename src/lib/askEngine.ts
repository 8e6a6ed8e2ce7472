import { isGameInputError, type GameInputError } from '../game';

export type EngineAnswer<T> = { ok: true; value: T } | { ok: false; error: GameInputError };

/** Runs an engine call; its documented input errors become a value, anything else is a bug and is rethrown. */
export function askEngine<T>(call: () => T): EngineAnswer<T> {
  try {
    return { ok: true, value: call() };
  } catch (error) {
    if (isGameInputError(error)) return { ok: false, error };
    throw error;
  }
}
