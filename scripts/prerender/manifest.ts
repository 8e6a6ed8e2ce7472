import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Vite's build manifest: which files a source module needs when it loads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The HTML file Vite builds the app from; its chunk is the app's entry. */
export const APP_ENTRY_SOURCE = 'index.html';

export async function readManifest(siteDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(siteDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The stylesheets a module needs, following its static imports. */
export function stylesOf(manifest: Manifest, modules: readonly string[]): string[] {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite manifest has no entry for ${key}`);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...styles];
}

export interface EntryFiles {
  /** The entry chunk's file, relative to the site's root like every manifest path. */
  script: string;
  /** Stylesheets the entry needs at start. */
  styles: string[];
}

/**
 * The app's entry script and stylesheets. The stylesheets come in the order Vite's own HTML linked
 * them (imported chunks' before the entry's own), since later rules win over earlier ones.
 */
export function entryOf(manifest: Manifest, source: string = APP_ENTRY_SOURCE): EntryFiles {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === source);
  if (!entry) {
    const entries = Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => chunk.src ?? chunk.file);
    throw new Error(`Vite manifest has no entry chunk for ${source} (entries: ${entries.join(', ') || 'none'})`);
  }
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (!imported) throw new Error(`Vite manifest has no entry for ${key}, imported by ${chunk.file}`);
      visit(imported);
    }
    chunk.css?.forEach((file) => styles.add(file));
  };
  visit(entry);
  return { script: entry.file, styles: [...styles] };
}
