/*
 * Forgiving search by name for the crop picker and the mutation list: case, accents, punctuation and extra spaces
 * do not matter, and small typos still find the name ("strawbery", "moon mngo", "moonmango").
 */

/** Lower case, accents removed, anything that is not a letter or digit turned into single spaces. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early once it exceeds `limit`;
 * it then returns limit + 1.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] as number) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** How many typos a query word of this length may hold: none in very short words, two in long ones. */
export function typoAllowance(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

export interface SearchEntry {
  /** normalizeSearchText(name). */
  readonly normalized: string;
  readonly words: readonly string[];
  /** The normalized name without spaces, so "moonmango" finds "Moon Mango". */
  readonly compact: string;
}

export function searchEntry(name: string): SearchEntry {
  const normalized = normalizeSearchText(name);
  return { normalized, words: normalized.split(' '), compact: normalized.replace(/ /g, '') };
}

/** Each item's search entry, made the first time a search needs it rather than while the page starts. */
export function searchEntryCache<T extends object>(nameOf: (item: T) => string): (item: T) => SearchEntry;
export function searchEntryCache<T extends object>(nameOf: (item: T) => readonly string[]): (item: T) => readonly SearchEntry[];
export function searchEntryCache<T extends object>(
  nameOf: (item: T) => string | readonly string[],
): (item: T) => SearchEntry | readonly SearchEntry[] {
  const cache = new WeakMap<T, SearchEntry | readonly SearchEntry[]>();
  return (item) => {
    let entry = cache.get(item);
    if (!entry) {
      const names = nameOf(item);
      entry = typeof names === 'string' ? searchEntry(names) : names.map(searchEntry);
      cache.set(item, entry);
    }
    return entry;
  };
}

/** Distance from a query word to the closest name word, also comparing with the word's start (typing in progress). */
function wordDistance(queryWord: string, words: readonly string[], limit: number): number {
  let best = limit + 1;
  for (const word of words) {
    const whole = editDistance(queryWord, word, limit);
    const start = word.length > queryWord.length ? editDistance(queryWord, word.slice(0, queryWord.length), limit) : whole;
    best = Math.min(best, whole, start);
    if (best === 0) break;
  }
  return best;
}

/**
 * Rank of a name for a normalized query: lower is better, null when it does not match.
 * 0 name starts with the query, 1 a word starts with it, 2 it appears inside, 3+ every query word is close to a name
 * word, 4+ the whole query without spaces is close to the name's start.
 */
export function matchRank(entry: SearchEntry, query: string): number | null {
  if (query === '') return 0;
  if (entry.normalized.startsWith(query)) return 0;
  if (entry.words.some((word) => word.startsWith(query))) return 1;
  const compactQuery = query.replace(/ /g, '');
  if (entry.normalized.includes(query) || entry.compact.includes(compactQuery)) return 2;

  let total = 0;
  let allClose = true;
  for (const queryWord of query.split(' ')) {
    const limit = typoAllowance(queryWord.length);
    const distance = wordDistance(queryWord, entry.words, limit);
    if (distance > limit) {
      allClose = false;
      break;
    }
    total += distance;
  }
  if (allClose) return 3 + total / 10;

  const limit = typoAllowance(compactQuery.length);
  const head = entry.compact.slice(0, Math.max(compactQuery.length, 1));
  const distance = Math.min(editDistance(compactQuery, head, limit), editDistance(compactQuery, entry.compact, limit));
  return distance <= limit ? 4 + distance / 10 : null;
}

/** How much lower a match on another name ranks than the same match on the item's own name. */
const OTHER_NAME_PENALTY = 0.05;

/**
 * The best rank of any of an item's names (its own first, then the others it is known by, which rank a little
 * lower), null when none matches.
 */
function bestRank(entries: SearchEntry | readonly SearchEntry[], query: string): number | null {
  if ('normalized' in entries) return matchRank(entries, query);
  let best: number | null = null;
  for (const [index, entry] of entries.entries()) {
    const matched = matchRank(entry, query);
    const rank = matched === null || index === 0 ? matched : matched + OTHER_NAME_PENALTY;
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/** The items matching the query by any of their names, best first; equal ranks keep the given order. */
export function searchByName<T>(items: readonly T[], entryOf: (item: T) => SearchEntry | readonly SearchEntry[], rawQuery: string): T[] {
  // An empty box lists everything without the Unicode-aware normalizing, whose patterns take a while to set up the
  // first time (the lists render empty while the page starts).
  if (rawQuery.trim() === '') return [...items];
  const query = normalizeSearchText(rawQuery);
  // Only punctuation or symbols ("???", an emoji): every name has a letter or digit, so none matches (all were listed,
  // as if found).
  if (query === '') return [];
  const ranked: { item: T; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const rank = bestRank(entryOf(item), query);
    if (rank !== null) ranked.push({ item, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.map((entry) => entry.item);
}
