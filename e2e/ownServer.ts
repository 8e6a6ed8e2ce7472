import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteDir } from '../scripts/siteDir';
import type { HostKind } from '../scripts/staticHost';

interface Options {
  /** How the server answers, as one kind of static host does (see scripts/staticHost.ts). */
  kind?: HostKind;
  /** Serve a copy of the built site, which the test may change (a deploy) without touching other tests. */
  copy?: boolean;
}

/**
 * A test's own server of the built site: for tests that must stop the server (to be offline for real), publish a new
 * version of a file (a deploy, on a copy), or see the site as another kind of host serves it.
 * The server listens on a port the system picks (PORT=0), so nothing else listening can collide with it;
 * its origin is known once it has started.
 */
export class OwnServer {
  readonly dir: string;
  private readonly kind: HostKind;
  private readonly copied: boolean;
  private process: ChildProcess | undefined;
  private url: string | undefined;

  constructor({ kind = 'npm-start', copy = true }: Options = {}) {
    this.kind = kind;
    this.copied = copy;
    this.dir = copy ? mkdtempSync(join(tmpdir(), 'site-')) : siteDir;
    if (copy) cpSync(siteDir, this.dir, { recursive: true });
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
    if (this.copied) rmSync(this.dir, { recursive: true, force: true });
  }
}
