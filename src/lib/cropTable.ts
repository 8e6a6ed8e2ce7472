/*
 * The crop table (every crop, src/game/data.ts), loaded on use. The crop calculator is given the crops it names at
 * first by the build and values them without the table; whatever reads any other crop (a link's, the crop picker's
 * list, a trade's fruit, the value list's rows) loads the table first, which makes every crop known to the engine.
 */
import { loadCode } from './loadCode';

export const loadCropTable = () => loadCode(import('../game/data'));
