import { beforeAll, describe, expect, it } from 'vitest';
import { getMutation, maxMutationSet, previewAddMutation, resolveMutations } from '../../game';
import { getCrop } from '../../game/crops';
import { withoutKnownWay } from '../../game/mutationSources';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { describeMutationEvent, previewHint } from './mutationText';
import { describeChange, describeRule } from './mutationWording';

beforeAll(async () => {
  await Promise.all([loadLanguage('en'), loadLanguage('fr')]);
});

const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('mutation texts', () => {
  it('say before a pick what a fusion would do', () => {
    const { t } = i18nFor('en');
    expect(previewHint(previewAddMutation(['wet'], 'chilled'), t, 'en')).toBe('fuses into Frozen · removes Wet');
    expect(previewHint(previewAddMutation([], 'chilled'), t, 'en')).toBeUndefined();
  });

  it('say after a pick what happened and the rule behind it', () => {
    const { t } = i18nFor('en');
    const lines = describeMutationEvent({ kind: 'added', preview: previewAddMutation(['wet'], 'chilled') }, t, 'en');
    expect(lines[0]).toBe('Chilled and Wet fused into Frozen.');
    expect(lines[1]).toBe('Game rule: Drenched or Wet + Chilled make Frozen.');
  });

  it('describe a chain and a replacement', () => {
    const { t } = i18nFor('en');
    const preview = previewAddMutation(['wet'], 'drenched');
    expect(describeMutationEvent({ kind: 'added', preview }, t, 'en')[0]).toBe('Drenched replaced Wet.');
    const chain = resolveMutations(['wet', 'drenched']).changes[0]!.rule;
    expect(describeRule(chain, t, 'en', (id) => getMutation(id).name)).toBe('of Drenched > Wet, only the first present stays');
  });

  it('say a fusion that keeps its parts only added its result', () => {
    const { t } = i18nFor('en');
    const [change] = resolveMutations(['gloom', 'umbral']).changes;
    expect(describeChange(change!, t, 'en', (id) => getMutation(id).name)).toBe('Shadowbound added');
  });

  it('count the max-mutation set with the right plural, in French too', () => {
    const result = maxMutationSet(getCrop('moon-mango'));
    const [line] = describeMutationEvent({ kind: 'max', result }, i18nFor('fr').t, 'fr');
    expect(strip(line!)).toContain(`Rainbow avec ${result.mutationIds.length} mutations`);
  });

  it('name the mutations the max set leaves out because their rules are not known', () => {
    const result = maxMutationSet(getCrop('moon-mango'));
    const lines = describeMutationEvent({ kind: 'max', result }, i18nFor('en').t, 'en').map(strip);
    expect(lines.at(-1)).toMatch(/^Left out of the max set because how they combine with other mutations is not known: .*Ember/);
  });

  it('name, once the ways are known, the max set’s mutations no source says how to get', () => {
    const result = maxMutationSet(getCrop('moon-mango'));
    const { t } = i18nFor('fr');
    const withoutWays = describeMutationEvent({ kind: 'max', result }, t, 'fr').map(strip);
    expect(withoutWays.join(' ')).not.toContain('Aucune de nos sources');
    const lines = describeMutationEvent({ kind: 'max', result }, t, 'fr', withoutKnownWay).map(strip);
    expect(lines.at(-1)).toMatch(
      /^Aucune de nos sources ne dit encore comment un fruit obtient ces mutations de l’ensemble maximal\u00a0: .*Beanbound/,
    );
    const withWay = result.mutationIds.find((id) => withoutKnownWay([id]).length === 0)!;
    expect(lines.at(-1)).not.toContain(getMutation(withWay).name);
  });
});
