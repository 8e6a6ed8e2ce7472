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

export interface ChunkAssets {
  scripts: string[];
  styles: string[];
}

/** The JS files and stylesheets a module needs, following its static imports. */
export function assetsOf(manifest: Manifest, modules: readonly string[]): ChunkAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite manifest has no entry for ${key}`);
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}
