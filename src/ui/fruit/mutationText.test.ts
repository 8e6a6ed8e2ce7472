import { beforeAll, describe, expect, it } from 'vitest';
import { getMutation, maxMutationSet, previewAddMutation, resolveMutations } from '../../game';
import { getCrop } from '../../game/crops';
import { withoutKnownWay } from '../../game/mutationSources';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { describeMaxNames, describeMutationEvent, previewHint } from './mutationText';
import { describeChange, describeRule } from './mutationWording';

beforeAll(async () => {
  await Promise.all([loadLanguage('en'), loadLanguage('fr'), loadLanguage('es'), loadLanguage('pt'), loadLanguage('ar')]);
});

const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

/** What a link's notice says the game's rules made of these mutations. */
const linkChanges = (ids: string[], language: Language) =>
  resolveMutations(ids).changes.map((change) => strip(describeChange(change, i18nFor(language).t, language, (id) => getMutation(id).name)));

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

  // «Shocked was not added. Game rule: Riptide + Stormcharged make Stormbound.» named neither mutation on the fruit.
  it('give a fusion whose result the fruit has as what that result replaces', () => {
    const { t } = i18nFor('en');
    const lines = describeMutationEvent({ kind: 'added', preview: previewAddMutation(['stormbound'], 'shocked') }, t, 'en');
    expect(lines.map(strip)).toEqual(['Shocked was not added.', 'Game rule: Stormbound replaces Shocked.']);
    // A fusion that makes its result still gives its recipe.
    const made = describeMutationEvent({ kind: 'added', preview: previewAddMutation(['riptide'], 'stormcharged') }, t, 'en');
    expect(strip(made[1]!)).toBe('Game rule: Riptide + Stormcharged make Stormbound.');
  });

  // Arabic read a Latin «;» between two rules.
  it('join the clauses about one fruit with the language’s semicolon', () => {
    const changes = resolveMutations(['wet', 'drenched', 'chilled']).changes;
    expect(changes.length).toBe(2);
    const said = (language: Language) => describeMutationEvent({ kind: 'resolved', changes }, i18nFor(language).t, language).join(' ');
    expect(said('ar').split('؛').length).toBe(3);
    expect(said('ar')).not.toContain(';');
    expect(said('fr').split('\u00a0; ').length).toBe(3);
    expect(said('en').split('; ').length).toBe(3);
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
    const { lines } = describeMaxNames(result, i18nFor('en').t, 'en');
    expect(lines.map(strip).at(-1)).toMatch(/^Left out of the max set because how they combine with other mutations is not known: .*Ember/);
  });

  it('name, once the ways are known, the max set’s mutations no source says how to get', () => {
    const result = maxMutationSet(getCrop('moon-mango'));
    const { t } = i18nFor('fr');
    const withoutWays = describeMaxNames(result, t, 'fr').lines.map(strip);
    expect(withoutWays.join(' ')).not.toContain('Aucune de nos sources');
    const lines = describeMaxNames(result, t, 'fr', withoutKnownWay).lines.map(strip);
    expect(lines.at(-1)).toMatch(
      /^Aucune de nos sources ne dit encore comment un fruit obtient ces mutations de l’ensemble maximal\u00a0: .*Beanbound/,
    );
    const withWay = result.mutationIds.find((id) => withoutKnownWay([id]).length === 0)!;
    expect(lines.at(-1)).not.toContain(getMutation(withWay).name);
  });

  it('agree with two names, as a link’s Wet and Chilled, in French and Spanish', () => {
    expect(linkChanges(['wet', 'chilled'], 'fr')).toEqual(['Wet et Chilled deviennent Frozen']);
    expect(linkChanges(['wet', 'chilled', 'frozen'], 'fr')).toEqual(['Wet et Chilled retirées']);
    expect(linkChanges(['wet', 'chilled'], 'es')).toEqual(['Wet y Chilled pasan a Frozen']);
    expect(linkChanges(['wet', 'chilled', 'frozen'], 'es')).toEqual(['se quitan Wet y Chilled']);
  });

  it('agree with two names in Portuguese and with the Arabic dual', () => {
    expect(linkChanges(['wet', 'chilled'], 'pt')).toEqual(['Wet e Chilled se transformam em Frozen']);
    expect(linkChanges(['wet', 'chilled', 'frozen'], 'pt')).toEqual(['Wet e Chilled são removidas']);
    expect(linkChanges(['wet', 'chilled'], 'ar')).toEqual(['Wet وChilled تتحوّلان إلى Frozen']);
  });

  it('stay singular with one name', () => {
    expect(linkChanges(['clay', 'molten'], 'fr')).toEqual(['Clay devient Ceramic']);
    expect(linkChanges(['wet', 'drenched'], 'fr')).toEqual(['Wet retirée']);
    expect(linkChanges(['gloom', 'umbral'], 'fr')).toEqual(['Shadowbound ajoutée']);
    expect(linkChanges(['clay', 'molten'], 'es')).toEqual(['Clay pasa a Ceramic']);
    expect(linkChanges(['wet', 'drenched'], 'es')).toEqual(['se quita Wet']);
    expect(linkChanges(['wet', 'drenched'], 'pt')).toEqual(['Wet é removida']);
    expect(linkChanges(['clay', 'molten'], 'ar')).toEqual(['Clay تتحوّل إلى Ceramic']);
  });

  it('name a fusion’s parts in one list', () => {
    const preview = previewAddMutation(['shocked', 'tempestuous'], 'static');
    const line = (language: Language) => strip(describeMutationEvent({ kind: 'added', preview }, i18nFor(language).t, language)[0]!);
    expect(line('en')).toMatch(/^Static, Shocked,? and Tempestuous fused into Stormcharged\.$/);
    expect(line('fr')).toBe('Static, Shocked et Tempestuous ont fusionné en Stormcharged.');
  });

  it('say one mutation left out of the max set in the singular', () => {
    const result = { ...maxMutationSet(getCrop('moon-mango')), excludedByRestriction: ['wet'] };
    const lines = (language: Language) => describeMaxNames(result, i18nFor(language).t, language).lines.map(strip);
    expect(lines('fr')).toContain('Laissée de côté ici, car les sources ne la signalent que sur d’autres cultures\u00a0: Wet.');
    expect(lines('es')).toContain('Se deja fuera porque las fuentes solo la registran en otros cultivos: Wet.');
    expect(lines('en')).toContain('Left out here because the sources report it only on other crops: Wet.');
  });

  it('agree with one or two mutations of unknown rules or ways, as with the nine and twenty-one of today’s data', () => {
    const result = (unknownRules: string[], set: string[]) => ({
      ...maxMutationSet(getCrop('moon-mango')),
      excludedUnknownRules: unknownRules,
      mutationIds: set,
    });
    const noWayKnown = (ids: readonly string[]) => [...ids];
    const lines = (language: Language, unknownRules: string[], set: string[]) =>
      describeMaxNames(result(unknownRules, set), i18nFor(language).t, language, noWayKnown).lines.map(strip);
    expect(lines('fr', ['ember'], ['wet'])).toEqual(
      expect.arrayContaining([
        'Laissée hors de l’ensemble maximal, car on ne sait pas comment elle se combine avec les autres mutations\u00a0: Ember.',
        'Aucune de nos sources ne dit encore comment un fruit obtient cette mutation de l’ensemble maximal\u00a0: Wet.',
      ]),
    );
    expect(lines('pt', ['ember'], ['wet'])).toContain(
      'Ficou fora do conjunto máximo porque não se sabe como se combina com outras mutações: Ember.',
    );
    expect(lines('en', ['ember'], ['wet'])).toContain('None of our sources says yet how a fruit gets this mutation of the max set: Wet.');
    const arabic = lines('ar', ['ember', 'moonbeam'], ['wet', 'chilled']);
    expect(arabic.some((line) => line.startsWith('استُبعدتا من المجموعة القصوى'))).toBe(true);
    expect(arabic.some((line) => line.includes('على هاتين الطفرتين'))).toBe(true);
  });
});
