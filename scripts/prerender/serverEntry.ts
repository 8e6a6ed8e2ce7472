import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The server build of `src/entry-server.tsx`. */
export type ServerEntry = typeof import('../../src/entry-server');

export async function loadServerEntry(serverBuildDir: string): Promise<ServerEntry> {
  return (await import(pathToFileURL(join(serverBuildDir, 'entry-server.js')).href)) as ServerEntry;
}
