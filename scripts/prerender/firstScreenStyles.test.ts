import { describe, expect, it } from 'vitest';
import { addFirstScreenTokens, splitStyles, tokensNamedBy } from './firstScreenStyles';

const tokensOf = (html: string) => addFirstScreenTokens(html, new Set());

describe('addFirstScreenTokens', () => {
  it('takes the element names, classes and ids outside sections drawn when near, and each such section’s own', () => {
    const tokens = tokensOf(
      '<header class="site-header"><a id="home" class="site-name" href="/">Garden</a></header>' +
        '<section class="calc-card value-chart render-when-near"><h2 class="chart-title">Value</h2>' +
        '<svg viewBox="0 0 1 1"><path class="line-chart__line" d="M0,0"/></svg></section>' +
        '<footer class="site-footer"><img class="logo" src="/x.webp" alt=""/><p>Fan-made</p></footer>',
    );
    for (const token of [
      '<header>',
      '.site-header',
      '<a>',
      '#home',
      '.site-name',
      '<section>',
      '.value-chart',
      '.render-when-near',
      '<footer>',
      '<img>',
      '.logo',
      '<p>',
    ])
      expect(tokens).toContain(token);
    for (const token of ['<h2>', '.chart-title', '<svg>', '<path>', '.line-chart__line']) expect(tokens).not.toContain(token);
  });

  it('counts what follows a section drawn when near, after void and self-closed elements inside it', () => {
    const tokens = tokensOf(
      '<div class="render-when-near"><img src="a"/><br><input value="x"><div><p>a</p></div></div><p class="after">b</p>',
    );
    expect(tokens).toContain('.after');
    expect(tokens).not.toContain('<input>');
  });

  it('takes the insides of a section drawn whole when the page is reopened, whose styles must be there at once', () => {
    const tokens = tokensOf('<section class="proof render-when-near whole-when-reopened"><table class="proof__table"></table></section>');
    expect(tokens).toContain('.proof__table');
    expect(tokens).toContain('<table>');
  });

  it('reads attributes whose values hold a ">" and ignores comments', () => {
    const tokens = tokensOf('<!--$--><abbr title="a &gt; b" class="x">a</abbr><!-- <span class="commented"> -->');
    expect(tokens).toContain('.x');
    expect(tokens).not.toContain('.commented');
  });

  it('always has the document around the app', () => {
    expect(tokensOf('')).toEqual(new Set(['<html>', '<head>', '<body>', '<div>', '#root']));
  });
});

describe('tokensNamedBy', () => {
  it('names what each compound needs, leaving out attributes, pseudo-classes and their arguments', () => {
    expect(tokensNamedBy('.site-nav a[aria-current=page]:focus')).toEqual(['.site-nav', '<a>']);
    expect(tokensNamedBy('.site-header:not(:has(~main))')).toEqual(['.site-header']);
    expect(tokensNamedBy('svg>path#line.line-chart__line::before')).toEqual(['<svg>', '<path>', '.line-chart__line', '#line']);
    expect(tokensNamedBy(':root[data-theme=dark]')).toEqual([]);
    expect(tokensNamedBy(':is(.a,.b) *')).toEqual([]);
    expect(tokensNamedBy('.sm\\:wide+.next')).toEqual(['.sm:wide', '.next']);
  });

  it('names a pointer over an element, which no written page has, but not where it is negated or escaped', () => {
    expect(tokensNamedBy('.site-nav a[aria-current=page]:hover')).toEqual([':hover', '.site-nav', '<a>']);
    expect(tokensNamedBy('.menu:hover .item')).toEqual([':hover', '.menu', '.item']);
    expect(tokensNamedBy('.menu:not(:hover)')).toEqual(['.menu']);
    expect(tokensNamedBy('.sm\\:hover')).toEqual(['.sm:hover']);
    expect(tokensNamedBy('.a:hover-like')).toEqual(['.a']);
    // A rule of the page while it starts: the later file comes only once it has.
    expect(tokensNamedBy('html[data-booting] .restorable__body:hover')).toEqual(['<html>', '.restorable__body']);
  });
});

describe('splitStyles', () => {
  const tokens = tokensOf('<main class="page"><p class="lead">a</p><div class="render-when-near"><p class="chart">b</p></div></main>');

  it('keeps a rule first when any of its selectors can match the first screen, in the sheet’s order', () => {
    const css =
      '.lead{color:red}.chart{color:blue}.chart,.page p{margin:0}.notice{color:green}p{line-height:1}.chart[title="a,.lead"]{x:y}';
    expect(splitStyles(css, tokens)).toEqual({
      first: '.lead{color:red}.chart,.page p{margin:0}p{line-height:1}',
      later: '.chart{color:blue}.notice{color:green}.chart[title="a,.lead"]{x:y}',
    });
  });

  it('sends a rule for a pointer over an element later, unless another of its selectors can match', () => {
    expect(splitStyles('.lead:hover{color:red}.lead:hover,.page{margin:0}.lead:not(:hover){color:blue}', tokens)).toEqual({
      first: '.lead:hover,.page{margin:0}.lead:not(:hover){color:blue}',
      later: '.lead:hover{color:red}',
    });
  });

  it('splits conditional rules inside their condition and keeps other at-rules and statements first', () => {
    const css =
      '@layer base,page;@media (max-width:40rem){.lead{font-size:1rem}.chart{inline-size:100%}}' +
      '@supports (content-visibility:auto){.chart{contain:content}}@keyframes fade{0%{opacity:0}}' +
      '@font-face{font-family:x;src:url(x.woff2)}.notice:before{content:"}{"}';
    expect(splitStyles(css, tokens)).toEqual({
      first:
        '@layer base,page;@media (max-width:40rem){.lead{font-size:1rem}}@keyframes fade{0%{opacity:0}}@font-face{font-family:x;src:url(x.woff2)}',
      later:
        '@media (max-width:40rem){.chart{inline-size:100%}}@supports (content-visibility:auto){.chart{contain:content}}.notice:before{content:"}{"}',
    });
  });

  it('keeps every rule of a sheet whose rules all can match', () => {
    const css = '.page{display:grid}.lead{color:red}';
    expect(splitStyles(css, tokens)).toEqual({ first: css, later: '' });
  });

  it('takes the custom properties of :root that nothing in the first part reads, directly or through another, out of it, and writes their values where the later rules read them', () => {
    const css =
      ':root{color-scheme:light dark;--green:#4caf50;--red:#f44336;--blue:#2196f3;--primary:var(--green);--gap:1rem;--unused:var(--blue);--alert:var(--red)}' +
      '.lead{color:var(--primary)}.notice{color:var(--alert);margin:var(--gap)}@media (min-width:40rem){.page{gap:var(--gap)}}';
    expect(splitStyles(css, tokens)).toEqual({
      first:
        ':root{color-scheme:light dark;--green:#4caf50;--primary:var(--green);--gap:1rem}.lead{color:var(--primary)}@media (min-width:40rem){.page{gap:var(--gap)}}',
      later: '.notice{color:#f44336;margin:var(--gap)}',
    });
  });

  it('writes a value in place of a read with a fallback, inside another read’s fallback, and apart from a neighbouring token', () => {
    const css =
      ':root{--light:initial;--red:#f44336;--space:2rem}@media (prefers-color-scheme:dark){:root{--light: }}.lead{color:red}' +
      '.notice{color:var(--light,var(--red));margin:var(--space,1rem)var(--space);padding:calc(var(--space)*2)}';
    expect(splitStyles(css, tokens).later).toBe('.notice{color:var(--light,#f44336);margin:2rem 2rem;padding:calc(2rem*2)}');
  });

  it('leaves a read of a property in a cycle as written rather than recursing', () => {
    const css = ':root{--a:var(--b);--b:var(--a);--c:red}.lead{color:var(--c)}.notice{color:var(--a)}';
    expect(splitStyles(css, tokens).later).toBe('.notice{color:var(--a)}');
  });

  it('keeps first a property whose value reads one that some element other than the root declares, or one registered with @property', () => {
    const css =
      '@property --fade{syntax:"<number>";inherits:false;initial-value:0}' +
      ':root{--accent:blue;--link:var(--accent);--fade:1;--shadow:rgb(0 0 0/var(--fade));--gap:1rem}.card{--accent:green}.lead{color:red}' +
      '.notice{color:var(--link);box-shadow:0 0 1px var(--shadow);margin:var(--gap)}';
    expect(splitStyles(css, tokens)).toEqual({
      first:
        '@property --fade{syntax:"<number>";inherits:false;initial-value:0}:root{--accent:blue;--link:var(--accent);--fade:1;--shadow:rgb(0 0 0/var(--fade))}.lead{color:red}',
      later: '.card{--accent:green}.notice{color:var(--link);box-shadow:0 0 1px var(--shadow);margin:1rem}',
    });
  });

  it('keeps first a custom property declared anywhere else, where moving it would change which declaration wins', () => {
    const css =
      ':root{--red:#f44336;--text:#111;--fade:0}@media (prefers-color-scheme:dark){:root{--text:#eee}}' +
      '@starting-style{:root{--fade:1}}.lead{color:red}.notice{color:var(--text);opacity:var(--fade)}';
    expect(splitStyles(css, tokens)).toEqual({
      first:
        ':root{--text:#111;--fade:0}@media (prefers-color-scheme:dark){:root{--text:#eee}}@starting-style{:root{--fade:1}}.lead{color:red}',
      later: '.notice{color:var(--text);opacity:var(--fade)}',
    });
  });

  it('follows a property read only in another one’s fallback', () => {
    const css = ':root{--a:red;--b:blue;--c:green}.lead{color:var(--a,var(--b))}.notice{color:var(--c)}';
    expect(splitStyles(css, tokens)).toEqual({
      first: ':root{--a:red;--b:blue}.lead{color:var(--a,var(--b))}',
      later: '.notice{color:green}',
    });
  });

  it('fails on a sheet it cannot read rather than dropping rules', () => {
    expect(() => splitStyles('.lead{color:red', tokens)).toThrow('unbalanced braces');
  });
});
