/**
 * Sorted by name ignoring case, by code point, so the server and every browser agree on the order (a locale-aware
 * compare can differ between engines). Each name is lower-cased once, not on every comparison.
 */
export function sortByName<T extends { readonly name: string }>(items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, key: item.name.toLowerCase() }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ item }) => item);
}
