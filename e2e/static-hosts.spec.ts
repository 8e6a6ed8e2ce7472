import type { Page } from '@playwright/test';
import { HOST_KINDS, type HostKind } from '../scripts/staticHost';
import type { Language } from '../src/i18n/languages';
import { PAGE_PATHS } from '../src/lib/paths';
import { expect, test } from './fixtures';
import { OwnServer } from './ownServer';
import { MESSAGES } from './pages';

/*
 * The same dist/ on the three kinds of static host (scripts/staticHost.ts): `npm start`'s server (headers from
 * _headers, 404.html for a path without a file, as Netlify and Cloudflare Pages), one that sends no headers and answers
 * 404.html (GitHub Pages, S3, nginx's error_page), and one that answers every path without a file with the home page
 * (Firebase, Vercel, nginx's try_files). On each, a path that is no page ends on its language's home page with the
 * history entry replaced, a hostile link shows only text, and no page logs an error.
 */

const HOSTS: Record<HostKind, string> = {
  'npm-start': 'as npm start serves it (headers, 404.html)',
  '404-page': 'on a host that sends no headers and answers 404.html (GitHub Pages)',
  'index-rewrite': 'on a host that answers every unknown path with index.html',
};

/**
 * Paths that are no page, and the home each must end on: the ones each host answered wrongly before (the routing of many
 * more is checked in src/app/routes.test.ts).
 */
const UNKNOWN_PATHS: [string, Language][] = [
  ['//', 'en'],
  ['//x/', 'en'],
  ['/AR/', 'ar'],
  ['/es/es/es/', 'es'],
  [`/${'x'.repeat(3000)}/${'y'.repeat(3000)}`, 'en'],
];

/**
 * Wiki pages that do not exist: their data file is missing, and each host answers that in its own way. Each goes to the
 * crop wiki of its language, searched for the name it was given (the last item), or showing every crop where that
 * search finds none (null).
 */
const MISSING_WIKI_PAGES: [string, Language, string | null][] = [
  ['/wiki/grow-a-garden-%3Cscript%3E', 'en', null],
  ['/ar/wiki/grow-a-garden-no-such-crop', 'ar', null],
  ['/fr/wiki/grow-a-garden-carot', 'fr', 'carot'],
];

const HOME = { en: '/', es: '/es', fr: '/fr', ar: '/ar', id: '/id', pt: '/pt' } as const;

/**
 * The console errors that are the page's own. A host that answers an address that is no page with 404 is right to, and
 * the browser reports that status on the console; anything else is an error of the page.
 */
const pageErrors = (errors: readonly string[]) =>
  errors.filter((error) => error !== 'Failed to load resource: the server responded with a status of 404 (Not Found)');

async function expectHome(page: Page, origin: string, language: Language, from: string) {
  // GitHub Pages adds the slash of a folder (`/fr/`); the others serve `/fr` as it is.
  const home = HOME[language] === '/' ? '/' : `${HOME[language]}/?`;
  await expect(page, from.slice(0, 80)).toHaveURL(new RegExp(`^${origin}${home}$`));
  await expect(page.locator('h1'), from.slice(0, 80)).toHaveText(MESSAGES[language].crop.title);
}

for (const kind of HOST_KINDS) {
  test.describe(HOSTS[kind], () => {
    let server: OwnServer;
    test.beforeAll(async () => {
      server = new OwnServer({ kind });
      await server.start();
    });
    test.afterAll(() => server.dispose());

    test('an unknown path goes home, and Back does not return to it; odd and hostile paths end on their language’s home', async ({
      page,
      watch,
    }) => {
      await page.goto(`${server.origin}${PAGE_PATHS.petCalculator}`);
      await page.goto(`${server.origin}/no-such-page?x=1`);
      await expectHome(page, server.origin, 'en', '/no-such-page?x=1');
      // The home page says why the visitor is there.
      await expect(page.getByTestId('not-found-notice')).toContainText('/no-such-page?x=1');
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${PAGE_PATHS.petCalculator}/?$`));
      for (const [path, language] of UNKNOWN_PATHS) {
        await page.goto(`${server.origin}${path}`);
        await expectHome(page, server.origin, language, path);
      }
      expect(pageErrors(watch.consoleErrors)).toEqual([]);
      watch.consoleErrors.length = 0;
    });

    test('a page opened at its folder address (a slash, index.html) shows itself with its query, by its own name', async ({
      page,
      watch,
    }) => {
      const opened: [string, string, string][] = [
        [`${PAGE_PATHS.valueList}/?sort=name`, `${PAGE_PATHS.valueList}?sort=name`, MESSAGES.en.values.title],
        [
          `/ar${PAGE_PATHS.mutationIndex}/index.html?group=temperature`,
          `/ar${PAGE_PATHS.mutationIndex}?group=temperature`,
          MESSAGES.ar.wiki.mutations.title,
        ],
        [`/fr${PAGE_PATHS.stock}/`, `/fr${PAGE_PATHS.stock}`, MESSAGES.fr.stock.title],
      ];
      for (const [path, canonical, h1] of opened) {
        await page.goto(`${server.origin}${path}`);
        // Once the app is live: a page that misread its address has gone home by then.
        await expect(page.locator('html'), path).not.toHaveAttribute('data-booting');
        await expect(page, path).toHaveURL(`${server.origin}${canonical}`);
        await expect(page.locator('h1'), path).toHaveText(h1);
      }
      expect(pageErrors(watch.consoleErrors)).toEqual([]);
      watch.consoleErrors.length = 0;
    });

    test('a mistyped address (capitals, doubled slashes, .html, a language tag) opens the page it meant, without a not-found notice', async ({
      page,
      watch,
    }) => {
      const meant: [string, string, string | RegExp][] = [
        [`${PAGE_PATHS.valueList.toUpperCase()}?sort=name`, `${PAGE_PATHS.valueList}?sort=name`, MESSAGES.en.values.title],
        [`/FR${PAGE_PATHS.stock}.html`, `/fr${PAGE_PATHS.stock}`, MESSAGES.fr.stock.title],
        ['/ar//wiki//grow-a-garden-Carrot', '/ar/wiki/grow-a-garden-carrot', /Carrot/],
        // Leading ones: GitHub Pages' redirect to the folder's slash must not read `//fr/…` as a host named `fr`.
        [`//fr${PAGE_PATHS.stock}`, `/fr${PAGE_PATHS.stock}`, MESSAGES.fr.stock.title],
        [`//${PAGE_PATHS.valueList}?sort=name`, `${PAGE_PATHS.valueList}?sort=name`, MESSAGES.en.values.title],
        // A language tag with a region, or of a language the site does not offer: these went home.
        // (A page that keeps no saved copy: the value list's would then be restored into the address.)
        [`/pt-BR${PAGE_PATHS.valueFormula}`, `/pt${PAGE_PATHS.valueFormula}`, MESSAGES.pt.formula.title],
        [`/de${PAGE_PATHS.wikiIndex}`, PAGE_PATHS.wikiIndex, MESSAGES.en.wiki.index.title],
        // Pasted from a sentence: this went to the crop list searched for "carrot).".
        ['/wiki/grow-a-garden-carrot).', '/wiki/grow-a-garden-carrot', /Carrot/],
        // A typo in a page's name: this went home, its filter only named in the notice.
        ['/grow-a-garden-value?tier=mythical', `${PAGE_PATHS.valueList}?tier=mythical`, MESSAGES.en.values.title],
      ];
      for (const [path, canonical, h1] of meant) {
        await page.goto(`${server.origin}${path}`);
        await expect(page.locator('html'), path).not.toHaveAttribute('data-booting');
        await expect(page, path).toHaveURL(`${server.origin}${canonical}`);
        await expect(page.locator('h1'), path).toHaveText(h1);
        await expect(page.getByTestId('not-found-notice'), path).toHaveCount(0);
      }
      expect(pageErrors(watch.consoleErrors)).toEqual([]);
      watch.consoleErrors.length = 0;
    });

    // A near-miss loaded two or three documents: the host's 404 page (or home page), whose start-up then opened the page
    // meant as a new document, which GitHub Pages redirected once more to its folder's slash. The host's own redirect
    // to a folder's slash is the one load a host may add.
    test('a near-miss address opens the page it meant from the one document the host answers', async ({ page, watch }) => {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
      });
      const meant: [string, string, string | RegExp][] = [
        [`${PAGE_PATHS.valueList}/`, PAGE_PATHS.valueList, MESSAGES.en.values.title],
        [`${PAGE_PATHS.valueList}/index.html`, PAGE_PATHS.valueList, MESSAGES.en.values.title],
        [PAGE_PATHS.valueList.toUpperCase(), PAGE_PATHS.valueList, MESSAGES.en.values.title],
        [`/ES${PAGE_PATHS.valueList}`, `/es${PAGE_PATHS.valueList}`, MESSAGES.es.values.title],
        ['/grow-a-garden-value?tier=mythical', `${PAGE_PATHS.valueList}?tier=mythical`, MESSAGES.en.values.title],
        [`/en${PAGE_PATHS.stock}`, PAGE_PATHS.stock, MESSAGES.en.stock.title],
        [`${PAGE_PATHS.petIndex}/`, PAGE_PATHS.petIndex, MESSAGES.en.wiki.pets.title],
        ['/Wiki/Grow-A-Garden-Carrot', '/wiki/grow-a-garden-carrot', /Carrot/],
      ];
      const faults: string[] = [];
      for (const [path, canonical, h1] of meant) {
        documents.length = 0;
        await page.goto(`${server.origin}${path}`);
        await expect(page.locator('html'), path).not.toHaveAttribute('data-booting');
        await expect(page, path).toHaveURL(`${server.origin}${canonical}`);
        await expect(page.locator('h1'), path).toHaveText(h1);
        // The host's redirect to a folder's slash, where it makes one, and the document it answers.
        const allowed = documents[0] !== undefined && documents[1] === `${documents[0]}/` ? 2 : 1;
        if (documents.length > allowed) faults.push(`${path}: ${documents.length} documents (${documents.join(' → ')})`);
      }
      expect(faults).toEqual([]);
      expect(pageErrors(watch.consoleErrors)).toEqual([]);
      watch.consoleErrors.length = 0;
    });

    test('a wiki page that does not exist goes to the wiki list searched for its name, whatever the host answers for its data', async ({
      page,
      watch,
    }) => {
      for (const [path, language, searched] of MISSING_WIKI_PAGES) {
        await page.goto(`${server.origin}${path}`);
        // Two page loads (the host's answer, then the list) and, on a host that adds a directory's slash, a redirect:
        // waited for as the navigations they are, not within an assertion's few seconds.
        const list = `^${server.origin}${HOME[language].replace(/^\/$/, '')}/wiki/?`;
        await page.waitForURL(new RegExp(`${list}(\\?q=.*)?$`));
        await expect(page.locator('h1'), path).toHaveText(MESSAGES[language].wiki.index.title);
        await expect(page.getByRole('searchbox'), path).toHaveValue(searched ?? '');
        await expect(page.getByTestId('not-found-notice'), path).toContainText(path.replace(/%3C/g, '<').replace(/%3E/g, '>'));
        if (searched === null) {
          await expect(page, path).toHaveURL(new RegExp(`${list}$`));
          await expect(page.locator('.crop-card:visible'), path).toHaveCount(await page.locator('.crop-card').count());
        }
      }
      // The mistyped crop is found: Carrot is among the few cards the search leaves.
      await expect(page.locator('.crop-card:visible', { hasText: 'Carrot' }).first()).toBeVisible();
      // Reached by a link in the app, the same: the data file is asked for, and anything but JSON means no such page.
      await page.goto(`${server.origin}/wiki`);
      await page.evaluate(() => {
        const link = Object.assign(document.createElement('a'), { href: '/wiki/grow-a-garden-pet-nope', textContent: 'nope' });
        document.querySelector('main')!.append(link);
      });
      await page.getByRole('link', { name: 'nope', exact: true }).click();
      await page.waitForURL(`${server.origin}${PAGE_PATHS.petIndex}?q=nope`);
      await expect(page.locator('h1')).toHaveText(MESSAGES.en.wiki.pets.title);
      expect(pageErrors(watch.consoleErrors)).toEqual([]);
      watch.consoleErrors.length = 0;
    });

    test('a hostile link shows its values only as text, under the Content-Security-Policy', async ({ page, watch }) => {
      const payload = encodeURIComponent('<img src=x onerror="window.__pwned=1">');
      for (const url of [`/?crop=${payload}&m=frozen,${payload}&${payload}=1`, `/no-such-page?crop=${payload}`]) {
        await page.goto(`${server.origin}${url}`);
        await expect(page.locator('h1')).toHaveText(MESSAGES.en.crop.title);
        expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
        expect(await page.locator('img[src="x"]').count()).toBe(0);
      }
      // The policy holds on every host, sent as a header or written into the page: an inline script is refused.
      const refused = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective));
            const script = document.createElement('script');
            script.textContent = 'window.__pwned = 1';
            document.body.append(script);
          }),
      );
      expect(refused).toMatch(/^script-src/);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      // The refusal is the point of the check: the browser reports it on the console.
      expect(pageErrors(watch.consoleErrors).filter((error) => !/Content Security Policy/.test(error))).toEqual([]);
      watch.consoleErrors.length = 0;
    });
  });
}
