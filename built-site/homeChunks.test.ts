import { expect, it } from 'vitest';
import { builtFile } from './builtFiles';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

const manifest = JSON.parse(builtFile('/.vite/manifest.json')) as Record<string, ManifestChunk>;

/** The script files a chunk runs on: itself and every chunk it imports statically, however deep. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

it("home's first load runs on a handful of scripts: start-up's, the framework, its route, its two shared chunks and the game's data", () => {
  const keys = staticClosure('src/features/crop-calculator/route.tsx', staticClosure('index.html'));
  const chunks = [...keys].map((key) => manifest[key]!);
  // Left to the bundler, each set of pages sharing modules had a chunk of its own (scripts/homeChunks.ts).
  expect(chunks.length, chunks.map(({ file }) => file).join('\n')).toBeLessThanOrEqual(10);
  expect(chunks.map(({ name }) => name)).toEqual(expect.arrayContaining(['home', 'home-engine']));
});

it("home's first-load scripts open with Chromium's compile hint, so their functions compile off the main thread", () => {
  const keys = staticClosure('src/features/crop-calculator/route.tsx', staticClosure('index.html'));
  for (const key of keys) {
    const { file } = manifest[key]!;
    // The hint covers the functions after it; Vite writes the entry's list of preloads (no function called) above it.
    const code = builtFile(`/${file}`).replace(/^const __vite__mapDeps=.*\n/, '');
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  }
});
