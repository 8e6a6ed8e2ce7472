/*
 * How the data turns a name as the game writes it into an id: lowercase words joined by hyphens, apostrophes dropped
 * ("New Year's Egg" → "new-years-egg"). The data import names new crops, mutations and pets with it, and the shop data
 * (eggs, gear, weather) is checked against it, so a page's address follows from the game's name.
 */
export function idOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
