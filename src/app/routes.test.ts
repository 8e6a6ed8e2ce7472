import { describe, expect, it } from 'vitest';
import { homePathFor } from '../lib/paths';
import { createRoutes, matchPage } from './routes';

const routes = createRoutes();

describe('which page a path shows', () => {
  it('finds every kind of page in its language, with its parameters', () => {
    expect(matchPage(routes, '/')).toMatchObject({ language: 'en', page: 'crop' });
    expect(matchPage(routes, '/fr/')).toMatchObject({ language: 'fr', page: 'crop' });
    expect(matchPage(routes, '/ar/wiki/grow-a-garden-pet-kiwi')).toMatchObject({
      language: 'ar',
      page: 'wikiPet',
      params: { slug: 'grow-a-garden-pet-kiwi' },
    });
    expect(matchPage(routes, '/wiki/grow-a-garden-mutation-frozen')).toMatchObject({ page: 'wikiMutation' });
    // A crop slug is any other: whether the crop exists is the build's data to say (no data: no such page).
    expect(matchPage(routes, '/wiki/grow-a-garden-__proto__')).toMatchObject({ page: 'wikiCrop' });
  });

  it.each([
    ['/no-such-page', '/'],
    ['/fr/nulle-part', '/fr'],
    ['/xx/wiki', '/'],
    ['/AR/', '/ar'],
    ['/%61r/', '/'],
    ['/Wiki', '/'],
    ['/es/es/es/', '/es'],
    ['/etc/passwd', '/'],
    [`/${'x'.repeat(3000)}/${'y'.repeat(3000)}`, '/'],
    ['/en/wiki', '/'],
  ])('%s is no page, and goes to %s', (path, home) => {
    expect(matchPage(routes, path).page).toBeNull();
    expect(homePathFor(path)).toBe(home);
  });
});
