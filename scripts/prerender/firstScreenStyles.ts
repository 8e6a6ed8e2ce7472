/**
 * A page kind's styles in two parts: those its pages' first screen may need, inlined so the page paints after one round
 * trip, and the rest (the insides of sections drawn when near, `.render-when-near` in src/ui/base.css, and the states a
 * page is not in when it loads: open menus, notices, errors, a pointer over an element), linked once the page has
 * painted. The split is by what the written pages hold: a rule stays inline unless no page of the kind has, outside
 * those sections, every class, id and element name its selector names. Attributes, pseudo-classes other than `:hover`
 * and `:not()`/`:has()`/`:is()` are not checked, so a rule that could match stays inline.
 */

/** The class of sections the browser draws only when they come near the screen (src/ui/base.css). */
export const DRAWN_WHEN_NEAR_CLASS = 'render-when-near';

/**
 * The class of such sections that a reloaded or returned-to page draws at once (src/ui/base.css): their insides' styles
 * are the first screen's, as the visitor may be put back in the middle of them.
 */
export const WHOLE_WHEN_REOPENED_CLASS = 'whole-when-reopened';

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** A tag (with attributes that may hold `>` inside quotes) or a comment. React's markup escapes `<` and `>` in text. */
const MARKUP = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

const elementToken = (name: string) => `<${name.toLowerCase()}>`;
const classToken = (name: string) => `.${name}`;
const idToken = (name: string) => `#${name}`;

/** What every page has around the app's markup: the document's elements and the element the app renders into. */
const DOCUMENT_TOKENS = ['html', 'head', 'body', 'div'].map(elementToken).concat(idToken('root'));

/**
 * Adds to `tokens` the element names, classes and ids of a page's elements, except those inside a section drawn when
 * near (the section's own element counts: its box is laid out with the first screen).
 */
export function addFirstScreenTokens(html: string, tokens: Set<string>): Set<string> {
  DOCUMENT_TOKENS.forEach((token) => tokens.add(token));
  // For each open element, whether it is a section drawn when near; `inside` counts the open ones.
  const open: boolean[] = [];
  let inside = 0;
  for (const [tag, closing, name, attributes = ''] of html.matchAll(MARKUP)) {
    if (name === undefined) continue; // a comment
    if (closing) {
      if (open.pop()) inside--;
      continue;
    }
    const classes = /\sclass="([^"]*)"/.exec(attributes)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
    if (inside === 0) {
      tokens.add(elementToken(name));
      classes.forEach((name) => tokens.add(classToken(name)));
      const id = /\sid="([^"]*)"/.exec(attributes)?.[1];
      if (id) tokens.add(idToken(id));
    }
    if (VOID_ELEMENTS.has(name.toLowerCase()) || tag.endsWith('/>')) continue;
    const drawnWhenNear = classes.includes(DRAWN_WHEN_NEAR_CLASS) && !classes.includes(WHOLE_WHEN_REOPENED_CLASS);
    open.push(drawnWhenNear);
    if (drawnWhenNear) inside++;
  }
  return tokens;
}

/** Removes each `:name(…)` with its balanced parentheses. */
function withoutFunctionalPseudoClasses(selector: string): string {
  let out = '';
  for (let index = 0; index < selector.length; index++) {
    const match = selector[index - 1] === '\\' ? null : /^:[\w-]+\(/.exec(selector.slice(index));
    if (!match) {
      out += selector[index];
      continue;
    }
    let depth = 0;
    let end = index + match[0].length - 1;
    for (; end < selector.length; end++) {
      if (selector[end] === '(') depth++;
      else if (selector[end] === ')' && --depth === 0) break;
    }
    index = end;
  }
  return out;
}

/**
 * What no written page has: a pointer resting on an element is a state a page is not in when it loads, and a rule for
 * it arriving just after the first paint changes nothing a visitor sees (`:not(:hover)`, which does match, is left out
 * with the other functional pseudo-classes before this is looked for). But for a rule of the page while it starts
 * (`data-booting`, the busy pointer): start-up links the later file, so such a rule must be in the first part.
 */
const HOVER_TOKEN = ':hover';
const WHILE_STARTING = /\[data-booting\]/;

/**
 * The element names, classes and ids a complex selector needs on its element and the elements around it, and
 * HOVER_TOKEN when it needs a pointer over one of them.
 */
export function tokensNamedBy(selector: string): string[] {
  const withoutArguments = withoutFunctionalPseudoClasses(selector);
  const plain = withoutArguments.replace(/\[[^\]]*\]/g, '').replace(/(?<!\\)::?[\w-]+/g, '');
  const needsPointer = /(?<!\\):hover(?![\w-])/.test(withoutArguments) && !WHILE_STARTING.test(selector);
  const tokens: string[] = needsPointer ? [HOVER_TOKEN] : [];
  for (const compound of plain.split(/[\s>+~]+/).filter(Boolean)) {
    const element = /^[a-zA-Z][\w-]*/.exec(compound)?.[0];
    if (element) tokens.push(elementToken(element));
    for (const [, name = ''] of compound.matchAll(/\.((?:\\.|[\w-])+)/g)) tokens.push(classToken(name.replace(/\\(.)/g, '$1')));
    for (const [, name = ''] of compound.matchAll(/#((?:\\.|[\w-])+)/g)) tokens.push(idToken(name.replace(/\\(.)/g, '$1')));
  }
  return tokens;
}

/** The positions of `text`'s characters outside quoted strings (with their escapes). */
function* unquoted(text: string): Generator<number> {
  let quote = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else yield index;
  }
}

/** Splits `text` at `separator` where it is outside parentheses, brackets and quotes. */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (const index of unquoted(text)) {
    const char = text[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

interface Block {
  /** A selector list or an at-rule's prelude; for a statement (`@layer a,b;`), the whole statement. */
  prelude: string;
  /** What is between the braces; null for a statement. */
  body: string | null;
}

/** The top-level rules of a stylesheet as written (minified CSS from the build: no comments). */
function blocksOf(css: string): Block[] {
  const blocks: Block[] = [];
  let depth = 0;
  let start = 0;
  let bodyStart = 0;
  for (const index of unquoted(css)) {
    const char = css[index];
    if (char === '{' && depth++ === 0) bodyStart = index;
    else if (char === '}' && --depth === 0) {
      blocks.push({ prelude: css.slice(start, bodyStart).trim(), body: css.slice(bodyStart + 1, index) });
      start = index + 1;
    } else if (char === ';' && depth === 0) {
      blocks.push({ prelude: css.slice(start, index + 1).trim(), body: null });
      start = index + 1;
    }
  }
  if (depth !== 0 || css.slice(start).trim() !== '') throw new Error('the stylesheet did not parse: unbalanced braces');
  return blocks;
}

/** At-rules whose contents are rules of their own, split like the sheet's. */
const CONDITIONAL_RULES = /^@(media|supports|container|layer)\b/;

export interface SplitStyles {
  /** What the first screen may need, in the sheet's order. */
  first: string;
  /** The rest, in the sheet's order. */
  later: string;
}

/**
 * Splits a minified stylesheet by `tokens` (see addFirstScreenTokens): a rule goes later when none of its selectors
 * can match an element they name. At-rules other than conditional ones (`@font-face`, `@keyframes`) stay first.
 */
export function splitStyles(css: string, tokens: ReadonlySet<string>): SplitStyles {
  return withUnreadPropertiesLater(splitRules(css, tokens), css);
}

function splitRules(css: string, tokens: ReadonlySet<string>): SplitStyles {
  let first = '';
  let later = '';
  for (const { prelude, body } of blocksOf(css)) {
    if (body === null) first += prelude;
    else if (CONDITIONAL_RULES.test(prelude)) {
      const inner = splitRules(body, tokens);
      if (inner.first) first += `${prelude}{${inner.first}}`;
      if (inner.later) later += `${prelude}{${inner.later}}`;
    } else if (
      prelude.startsWith('@') ||
      splitOutside(prelude, ',').some((selector) => tokensNamedBy(selector).every((token) => tokens.has(token)))
    )
      first += `${prelude}{${body}}`;
    else later += `${prelude}{${body}}`;
  }
  return { first, later };
}

const CUSTOM_PROPERTY_DECLARATION = /^\s*(--[\w-]+)\s*:/;
const CUSTOM_PROPERTY_READ = /var\(\s*(--[\w-]+)/g;

/** Whether a block's body holds rules of its own (an at-rule's: `@media`, `@keyframes`, `@starting-style`…). */
function holdsRules(body: string): boolean {
  for (const index of unquoted(body)) if (body[index] === '{') return true;
  return false;
}

/** A style rule's declarations. */
function declarationsOf(body: string): string[] {
  if (holdsRules(body)) throw new Error('the stylesheet did not parse: a rule inside a style rule');
  return splitOutside(body, ';').filter((declaration) => declaration.trim() !== '');
}

/** A rule on the root element alone (`:root`, `:root[data-theme=dark]`): what it declares, every element inherits. */
const ROOT_SELECTOR = /^:root(\[[^\]]*\])*$/;

interface Declarations {
  /** How many times each custom property is declared in the sheet, inside every at-rule too. */
  counts: Map<string, number>;
  /** The custom properties declared somewhere other than on the root element, or registered with `@property`. */
  notRootOnly: Set<string>;
}

function declarationsIn(css: string, found: Declarations = { counts: new Map(), notRootOnly: new Set() }): Declarations {
  for (const { prelude, body } of blocksOf(css)) {
    if (body === null) continue;
    const registered = /^@property\s+(--[\w-]+)/.exec(prelude)?.[1];
    if (registered) found.notRootOnly.add(registered);
    else if (holdsRules(body)) declarationsIn(body, found);
    else
      for (const declaration of declarationsOf(body)) {
        const name = CUSTOM_PROPERTY_DECLARATION.exec(declaration)?.[1];
        if (!name) continue;
        found.counts.set(name, (found.counts.get(name) ?? 0) + 1);
        if (!splitOutside(prelude, ',').every((selector) => ROOT_SELECTOR.test(selector.trim()))) found.notRootOnly.add(name);
      }
  }
  return found;
}

/**
 * `text` with every `var(--name…)` whose property `valueOf` knows replaced by that value (a fallback never applies:
 * the property is declared), and the others kept, with the same done inside their fallbacks.
 */
function substituteReads(text: string, valueOf: (name: string) => string | undefined): string {
  let result = '';
  let index = 0;
  for (let start = text.indexOf('var(', index); start !== -1; start = text.indexOf('var(', index)) {
    let depth = 0;
    let end = start + 3;
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')' && --depth === 0) break;
    }
    const inner = text.slice(start + 4, end);
    const comma = inner.indexOf(',');
    const value = valueOf((comma === -1 ? inner : inner.slice(0, comma)).trim());
    const replacement = value ?? `var(${substituteReads(inner, valueOf)})`;
    // Kept apart from a neighbouring token it would otherwise run into (`2rem` followed by `1rem`).
    const before = /[\w#%.-]/.test(text[start - 1] ?? '') ? ' ' : '';
    const after = /[\w#%.-]/.test(text[end + 1] ?? '') ? ' ' : '';
    result += text.slice(index, start) + (value === undefined ? replacement : `${before}${replacement}${after}`);
    index = end + 1;
  }
  return result + text.slice(index);
}

/**
 * The site's palette and spacing are custom properties on `:root`, and the first screen reads about half of them:
 * the rest (the tiers' and notices' colours, say) leave the first part. A property leaves only when `:root` in the first
 * part declares it once in the whole sheet and nothing in the first part reads it, directly or through another property,
 * so leaving changes neither what the first paint shows nor the cascade. The later file does not declare them on
 * `:root` again: a new custom property on the root element makes the browser restyle every element when the file
 * arrives (353 elements on home against 57, docs/performance.md). It writes their values where its rules read them,
 * which is the same value only while every property such a value reads is declared on the root element alone: a
 * property whose value reads one that another element declares (or `@property` registers) stays first.
 */
function withUnreadPropertiesLater({ first, later }: SplitStyles, css: string): SplitStyles {
  const { counts, notRootOnly } = declarationsIn(css);
  const blocks = blocksOf(first);
  const rootDeclarations = new Map<string, { declaration: string; value: string }>();
  const readOutsideRoot = new Set<string>();
  for (const { prelude, body } of blocks) {
    if (prelude === ':root' && body !== null)
      for (const declaration of declarationsOf(body)) {
        const name = CUSTOM_PROPERTY_DECLARATION.exec(declaration)?.[1];
        if (name && counts.get(name) === 1 && !notRootOnly.has(name) && !declaration.includes('!important'))
          rootDeclarations.set(name, { declaration, value: declaration.slice(declaration.indexOf(':') + 1).trim() });
        else for (const [, read = ''] of declaration.matchAll(CUSTOM_PROPERTY_READ)) readOutsideRoot.add(read);
      }
    else for (const [, read = ''] of `${prelude}{${body ?? ''}}`.matchAll(CUSTOM_PROPERTY_READ)) readOutsideRoot.add(read);
  }
  const readsOf = (name: string) =>
    [...(rootDeclarations.get(name)?.value ?? '').matchAll(CUSTOM_PROPERTY_READ)].map(([, read = '']) => read);
  // What a value reads must be the same wherever it is written: read from the root element alone, or written there too.
  for (const [name] of rootDeclarations) if (readsOf(name).some((read) => notRootOnly.has(read))) readOutsideRoot.add(name);
  const read = new Set<string>();
  const pending = [...readOutsideRoot];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (read.has(name)) continue;
    read.add(name);
    pending.push(...readsOf(name));
  }
  const moved = new Map([...rootDeclarations].filter(([name]) => !read.has(name)));
  if (moved.size === 0) return { first, later };
  const movedDeclarations = new Set([...moved.values()].map(({ declaration }) => declaration));
  const kept = blocks
    .map(({ prelude, body }) => {
      if (body === null) return prelude;
      if (prelude !== ':root') return `${prelude}{${body}}`;
      const rest = declarationsOf(body).filter((declaration) => !movedDeclarations.has(declaration));
      return rest.length === 0 ? '' : `${prelude}{${rest.join(';')}}`;
    })
    .join('');
  // Each value written out once. A property in a cycle (`--a:var(--b);--b:var(--a)`) is invalid in CSS: its read is
  // left as written, where it stays invalid, instead of recursing for ever.
  const written = new Map<string, string | undefined>();
  const valueOf = (name: string): string | undefined => {
    const value = moved.get(name)?.value;
    if (value === undefined || written.has(name)) return written.get(name);
    written.set(name, undefined);
    written.set(name, substituteReads(value, valueOf));
    return written.get(name);
  };
  return { first: kept, later: substituteReads(later, valueOf) };
}
