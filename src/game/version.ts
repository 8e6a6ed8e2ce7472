/** The data describes the game as of the November 2026 update (year-month; the UI formats it). Kept apart so showing it loads no data. */
export const GAME_DATA_VERSION = '2026-11';
