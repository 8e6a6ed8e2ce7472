/*
 * The crop table (every crop, src/game/crops.ts), loaded on use: a page that reads a crop its build data does not
 * give it (a link's, the crop picker's list, a trade's fruit, the value list's rows) loads it and passes it on.
 */
import { loadCode } from './loadCode';

export const loadCrops = () => loadCode(import('../game/crops'));
