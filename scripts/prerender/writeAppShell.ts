import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BootScripts } from './bootScripts';
import { inlineScript, pageDocument } from './pageTemplate';

/**
 * The app shell, an empty page whose script shows the page its address names, or sends an address that is no page to
 * its language's home. Static hosts answer a path they have no file for with `404.html` (GitHub Pages, Netlify,
 * Cloudflare Pages, S3, nginx with `error_page`), and the offline worker answers a page it does not hold with it.
 */
export const APP_SHELL_FILE = '404.html';

interface ShellParts {
  title: string;
  entryStyles: readonly string[];
  boot: BootScripts;
  policy: string;
}

export function appShellDocument({ title, entryStyles, boot, policy }: ShellParts): string {
  return pageDocument({
    policy,
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
