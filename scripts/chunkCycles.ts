/**
 * Static imports between the browser's chunks that go round in a circle. The bundler allows them, but a chunk in a
 * circle may run before a chunk it reads from: the crop data once ran before the rules it is read with, and every
 * page using it broke. The build fails on any circle instead (see the chunk groups in vite.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The chunks a chunk imports statically (`import … from "./x.js"`; a dynamic `import("./x.js")` runs later). */
export function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'`;()]*?from\s*)?"\.\/([^"]+\.js)"/g)].map((match) => match[1]!);
}

/** Each circle once, as the chunk names along it (the first repeated at the end). */
export function chunkImportCycles(assetsDir: string): string[][] {
  const chunks = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
  const imports = new Map(chunks.map((chunk) => [chunk, staticImports(readFileSync(join(assetsDir, chunk), 'utf8'))]));
  const state = new Map<string, 'visiting' | 'done'>();
  const cycles: string[][] = [];
  const visit = (chunk: string, path: string[]): void => {
    if (state.get(chunk) === 'done') return;
    if (state.get(chunk) === 'visiting') {
      cycles.push([...path.slice(path.indexOf(chunk)), chunk]);
      return;
    }
    state.set(chunk, 'visiting');
    for (const imported of imports.get(chunk) ?? []) visit(imported, [...path, chunk]);
    state.set(chunk, 'done');
  };
  for (const chunk of chunks) visit(chunk, []);
  return cycles;
}
