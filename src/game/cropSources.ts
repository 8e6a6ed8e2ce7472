/*
 * A crop's sources as the data writes them ("game:Item_Module", "wiki:Crops(Table 48)"…), read into what each is, so a
 * page can name them in words. The names themselves (a module, a page, a repository) stay as their owners write them.
 */

export type CropSource =
  /** A module of the game's files (`game:Item_Module`). */
  | { readonly kind: 'gameModule'; readonly name: string }
  /** A weekly export of the game's tables (`game:weekly export 2026-08-15 (AhmadV99/Main, …)`). */
  | { readonly kind: 'gameExport'; readonly date: string; readonly by: string }
  /** A page of the community wiki copied by a script (`wiki:Module:Crop_Data(via blox-dokploy)`). */
  | { readonly kind: 'wikiCopy'; readonly page: string; readonly by: string }
  /** One table of a community wiki page (`wiki:Crops(Table 48)`). */
  | { readonly kind: 'wikiTable'; readonly page: string; readonly table: number }
  /** Anything else, shown as written. */
  | { readonly kind: 'other'; readonly text: string };

const GAME_EXPORT = /^game:weekly export (\d{4}-\d{2}-\d{2}) \(([^,)]+)/;
const WIKI_COPY = /^wiki:(.+)\(via ([^)]+)\)$/;
const WIKI_TABLE = /^wiki:(.+)\(Table (\d+)\)$/;
const GAME_MODULE = /^game:(\w+)$/;

export function cropSourceOf(text: string): CropSource {
  let match = GAME_EXPORT.exec(text);
  if (match) return { kind: 'gameExport', date: match[1]!, by: match[2]! };
  match = WIKI_COPY.exec(text);
  if (match) return { kind: 'wikiCopy', page: match[1]!, by: match[2]! };
  match = WIKI_TABLE.exec(text);
  if (match) return { kind: 'wikiTable', page: match[1]!, table: Number(match[2]) };
  match = GAME_MODULE.exec(text);
  if (match) return { kind: 'gameModule', name: match[1]! };
  return { kind: 'other', text };
}
