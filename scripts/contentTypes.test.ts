import { describe, expect, it } from 'vitest';
import { contentTypeOf } from './contentTypes';

describe('the Content-Type a local server sends', () => {
  it('names text as UTF-8, and each kind of file the site and the competitor’s home serve', () => {
    expect(contentTypeOf('/site/wiki/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('/site/assets/index-abc.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('/site/manifest.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeOf('/site/icons/crop/carrot.webp')).toBe('image/webp');
    expect(contentTypeOf('/peer/images/hero.jpg')).toBe('image/jpeg');
  });

  it('sends an unknown kind as bytes, not as text a browser might run', () => {
    expect(contentTypeOf('/site/data.bin')).toBe('application/octet-stream');
    expect(contentTypeOf('/site/README')).toBe('application/octet-stream');
  });
});
