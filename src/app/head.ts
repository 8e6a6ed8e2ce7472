import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_TAGS, OPEN_GRAPH_LOCALES, type Language } from '../i18n/languages';
import { withoutIsolates } from '../lib/format';
import type { PageMeta } from '../lib/pageMeta';
import { alternatePaths } from '../lib/paths';
import { absoluteUrl, pageUrl } from '../lib/siteUrl';

export interface HeadInput {
  meta: PageMeta;
  language: Language;
  /** Unprefixed page path, e.g. `/wiki`. */
  path: string;
  siteName: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script> must not be able to close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The prerendered <head> tags of one page in one language. */
export function renderHeadTags({ meta: pageMeta, language, path, siteName }: HeadInput): string {
  const meta = { title: withoutIsolates(pageMeta.title, language), description: withoutIsolates(pageMeta.description, language) };
  const alternates = alternatePaths(path);
  const canonical = pageUrl(language, path);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${canonical}">`,
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${LOCALE_TAGS[lang]}" href="${absoluteUrl(alternates[lang])}">`),
    `<link rel="alternate" hreflang="x-default" href="${absoluteUrl(alternates[DEFAULT_LANGUAGE])}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${canonical}">`,
    // No og:locale:alternate: it says this address serves those locales too (a crawler asks it again with another
    // locale), and each address here serves one language; the hreflang links above say where the others are.
    `<meta property="og:locale" content="${OPEN_GRAPH_LOCALES[language]}">`,
  ];
  return tags.join('\n');
}

/**
 * The page's structured data, which the prerender writes at the end of the body, after the text it repeats (the value
 * list's rows, say): compression finds repeated text only within the last 32 KB, and in the head the inlined styles
 * stand between them.
 */
export function renderStructuredData(meta: PageMeta): string[] {
  return (meta.structuredData ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`);
}
