import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, sep } from 'node:path';
import { siteDir } from '../scripts/siteDir';
import type { HostKind } from '../scripts/staticHost';

interface Options {
  /** How the server answers, as one kind of static host does (see scripts/staticHost.ts). */
  kind?: HostKind;
  /**
   * The built site's files (paths inside it) the test changes, as a deploy does, without touching other tests: the
   * server then serves a folder of its own, in which these files are copies and everything else links to the built
   * site (a copy of all of it, 460 MB, took six seconds or more). Without them it serves the built site itself.
   */
  changing?: readonly string[];
}

/**
 * Fills `dir` with `from`'s entries: a copy of each path in `copied`, a link to every other entry, and a folder of
 * the same kind for each folder that holds a copied path.
 */
function linkTree(from: string, dir: string, copied: readonly string[]): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const inside = copied.filter((path) => path.startsWith(`${entry.name}${sep}`)).map((path) => path.slice(entry.name.length + 1));
    if (copied.includes(entry.name)) copyFileSync(join(from, entry.name), join(dir, entry.name));
    else if (entry.isDirectory() && inside.length > 0) {
      mkdirSync(join(dir, entry.name));
      linkTree(join(from, entry.name), join(dir, entry.name), inside);
    } else symlinkSync(join(from, entry.name), join(dir, entry.name));
  }
}

/**
 * A test's own server of the built site: for tests that must stop the server (to be offline for real), publish a new
 * version of a file (a deploy, on a copy), or see the site as another kind of host serves it.
 * The server listens on a port the system picks (PORT=0), so nothing else listening can collide with it;
 * its origin is known once it has started.
 */
export class OwnServer {
  private readonly dir: string;
  private readonly kind: HostKind;
  private readonly changing: readonly string[];
  private process: ChildProcess | undefined;
  private url: string | undefined;

  constructor({ kind = 'npm-start', changing = [] }: Options = {}) {
    this.kind = kind;
    this.changing = changing.map(normalize);
    this.dir = changing.length > 0 ? mkdtempSync(join(tmpdir(), 'site-')) : siteDir;
    if (changing.length > 0) linkTree(siteDir, this.dir, this.changing);
  }

  /** Where this server's copy of `path`, one of the files named `changing`, is: written to, the built site stays as it is. */
  fileToChange(path: string): string {
    if (!this.changing.includes(normalize(path))) throw new Error(`OwnServer: ${path} is not among the files the test changes.`);
    return join(this.dir, path);
  }

  /** `http://127.0.0.1:<port>`, the port the server actually bound. */
  get origin(): string {
    if (!this.url) throw new Error('OwnServer: start() the server before asking for its origin.');
    return this.url;
  }

  async start(): Promise<void> {
    if (this.process) throw new Error('OwnServer: already started (a restart would get another port).');
    const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SITE_DIST: this.dir, HOST_KIND: this.kind },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.process = server;
    this.url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        // serve.ts prints "Serving the production build (<kind>) at http://127.0.0.1:<port>/" once it listens.
        const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
        if (!match) return;
        server.stdout?.off('data', onData);
        server.off('exit', onExit);
        server.stdout?.resume();
        resolve(`http://127.0.0.1:${match[1]}`);
      };
      const onExit = (code: number | null, signal: string | null) =>
        reject(new Error(`OwnServer: scripts/serve.ts exited (${signal ?? code}) before listening; it printed: ${output}`));
      server.stdout?.on('data', onData);
      server.once('exit', onExit);
    });
  }

  async stop(): Promise<void> {
    const server = this.process;
    // A server stopped by a signal has no exit code, only a signal code.
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop();
    if (this.changing.length > 0) rmSync(this.dir, { recursive: true, force: true });
  }
}
