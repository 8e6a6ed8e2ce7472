/** Every text of a language's tree of texts, with its dotted key (`shops.eggs.count_one`), in the tree's order. */
export function textsOf(tree: unknown, prefix = ''): [string, string][] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : textsOf(value, path);
  });
}
