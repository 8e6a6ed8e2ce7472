import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteDir } from '../scripts/siteDir';

/**
 * A test's own copy of the built site on its own server, for tests that must stop the server (to be
 * offline for real) or publish a new version of a file (a deploy), without touching other tests.
 */
export class OwnServer {
  readonly origin: string;
  readonly dir: string;
  private process: ChildProcess | undefined;

  constructor(readonly port: number) {
    this.origin = `http://127.0.0.1:${port}`;
    this.dir = mkdtempSync(join(tmpdir(), 'site-'));
    cpSync(siteDir, this.dir, { recursive: true });
  }

  async start(): Promise<void> {
    const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: { ...process.env, PORT: String(this.port), SITE_DIST: this.dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.process = server;
    await new Promise((resolve) => server.stdout?.once('data', resolve));
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
    rmSync(this.dir, { recursive: true, force: true });
  }
}
