/**
 * A text as toHaveTextContent compares it: jest-dom collapses every run of white space in the element (French
 * no-break and narrow spaces included) to one plain space, but not in the expected text.
 */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ');
}
