/**
 * Reads the two files static hosts use (Netlify/Cloudflare-style `_headers` and `_redirects`), so the
 * local server applies exactly the rules a deployment would.
 */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export interface RewriteRule {
  from: string;
  to: string;
  status: number;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

export function parseRedirects(text: string): RewriteRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/** `/assets/*` style patterns: `*` matches the rest of the path. */
export function matchesPattern(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matchesPattern(rule.pattern, path)).map((rule) => rule.headers));
}
