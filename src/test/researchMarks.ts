/**
 * Marks of the research's citations that a quoted note must not show a player (the citation belongs in the record's
 * sources, not in the sentence). Shared by the tests of every page kind that quotes research notes.
 */

/** A site's address, as the research cites fan pages ("growagardenhelp.com/pets"). */
export const SITE_ADDRESS = /\b[a-z0-9-]+\.(com|net|org|monster|io|gg|fandom)\b/i;

/**
 * One of the game's data tables by its code name: words run together in capitals, ending in "Data"
 * ("NightQuestRewardData", "GearData", "DNAMachineData"), never a word of prose.
 */
export const GAME_TABLE_NAME = /\b[A-Z][A-Za-z]*Data\b/;
