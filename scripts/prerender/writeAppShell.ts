import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_SHELL_FILE } from '../serviceWorker';
import type { BootScripts } from './bootScripts';
import { inlineScript, pageDocument } from './pageTemplate';

interface ShellParts {
  title: string;
  entryStyles: readonly string[];
  boot: BootScripts;
}

/** The page unknown paths get (see writeHostFiles.ts): no content, the app then sends them home. */
export function appShellDocument({ title, entryStyles, boot }: ShellParts): string {
  return pageDocument({
    lang: 'en',
    dir: 'ltr',
    head: [
      inlineScript(boot.beforePaint),
      `<title>${title}</title>`,
      ...entryStyles.map((file) => `<link rel="stylesheet" href="/${file}">`),
    ],
    body: '',
    scripts: [inlineScript(boot.loader)],
  });
}

export async function writeAppShell(siteDir: string, parts: ShellParts): Promise<void> {
  await writeFile(join(siteDir, APP_SHELL_FILE), appShellDocument(parts));
}
