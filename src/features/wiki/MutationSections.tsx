/* The sections of a mutation's page, each from what the engine says of it: how a fruit gets it, its rules, conflicts, crops. */
import type { TFunction } from 'i18next';
import type { MutationRule } from '../../game';
import type { MutationSourceKind } from '../../game/types';
import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { confidenceWord } from '../../lib/confidence';
import { formatListParts } from '../../lib/format';
import type { LocalizedProse } from '../../lib/localizedProse';
import { localizePath, wikiCropPath } from '../../lib/paths';
import { describeAdded, describeReasons, describeRule, type MutationNameOf } from '../../ui/fruit/mutationWording';
import { Link } from '../../ui/Link';
import { MutationLink } from '../../ui/MutationLink';
import { ResearchNote, showsEnglishNote } from '../../ui/ResearchNote';
import type { MutationPageData, MutationWay } from './mutationPageData';

type SectionProps = { data: MutationPageData; language: Language };

/** The names the page's data holds (the build gives every name the page writes). */
const namesFrom =
  ({ names }: MutationPageData): MutationNameOf =>
  (id) =>
    names[id] ?? id;

/** "Game rule: Wet or Drenched + Chilled make Frozen." */
const ruleSentence = (rule: MutationRule, t: TFunction, language: Language, nameOf: MutationNameOf) =>
  t('crop.mutations.event.because', { rules: describeRule(rule, t, language, nameOf) });

/** A way's note beside it, in the page's language, or marked as English where no translation gives it. */
function WayNote({ note, language }: { note: LocalizedProse; language: Language }) {
  const { t } = useI18n();
  return (
    <span data-testid="mutation-way-note">
      {' ('}
      {showsEnglishNote(note, language) ? `${t('wiki.mutation.obtain.inEnglish')} ` : null}
      <ResearchNote prose={note} language={language} />)
    </span>
  );
}

/** "The sources disagree on which mutation Acid Rain gives: Toxic or Acidic", the others linked. */
function DisputedWay({ way, data, language }: { way: MutationWay; data: MutationPageData; language: Language }) {
  const { t } = useI18n();
  const ids = [data.mutation.id, ...way.alternativeIds];
  return (
    <p data-testid="mutation-obtain-disputed">
      {t('wiki.mutation.obtain.disputed', { way: way.name })}{' '}
      {formatListParts(ids.length, language, 'disjunction').map((part, index) => {
        if (typeof part === 'string') return <span key={`or-${index}`}>{part}</span>;
        const id = ids[part]!;
        return id === data.mutation.id ? (
          <span key={id}>{data.mutation.name}</span>
        ) : (
          <MutationLink key={id} mutation={{ id, name: namesFrom(data)(id) }} language={language} />
        );
      })}
    </p>
  );
}

export function ObtainedBy({ data, language }: SectionProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const { mutation, roles, source } = data;
  const nameOf = namesFrom(data);
  // A fusion is worded from the engine's rule; the research's own summary only when the rules do not know it.
  const fusionWays = roles.madeBy.length > 0 ? roles.madeBy.map((rule) => describeRule(rule, t, language, nameOf)) : [];
  const ways: { kind: MutationSourceKind; name: string | null; path: string | null; note: LocalizedProse | null }[] = [
    ...fusionWays.map((text) => ({ kind: 'fusion' as const, name: text, path: null, note: null })),
    ...source.ways
      .filter((entry) => entry.kind !== 'fusion' || fusionWays.length === 0)
      .map((entry) => {
        if (entry.kind !== 'other') return { kind: entry.kind, name: entry.name, path: entry.path, note: entry.note };
        // "Other" ways are described in English prose by the research: shown only where the site words them.
        const key = `wiki.mutation.obtain.other.${mutation.id}`;
        const name = i18n.exists(key) ? t(key as 'wiki.mutation.obtain.other.oldamber') : null;
        return { kind: entry.kind, name, path: null, note: entry.note };
      }),
  ];
  const disputed = source.ways.filter((entry) => entry.alternativeIds.length > 0);
  return (
    <section aria-labelledby="mutation-obtain">
      <h2 id="mutation-obtain">{t('wiki.mutation.obtain.heading')}</h2>
      {ways.length === 0 ? (
        <p data-testid="mutation-obtain-unknown">{t('wiki.mutation.obtain.unknown', { name: mutation.name })}</p>
      ) : (
        <ul data-testid="mutation-obtain">
          {ways.map(({ kind, name, path, note }, index) => (
            <li key={index}>
              {name === null ? (
                t('wiki.mutation.obtain.kinds.other')
              ) : (
                // The kind, then the name: a pet's or gear's linked to its page where the site has one.
                <>
                  {t('wiki.mutation.obtain.wayKind', { kind: t(`wiki.mutation.obtain.kinds.${kind}`) })}{' '}
                  {path === null ? name : <Link to={localizePath(language, path)}>{name}</Link>}
                </>
              )}
              {note === null ? null : <WayNote note={note} language={language} />}
            </li>
          ))}
        </ul>
      )}
      {disputed.map((entry) => (
        <DisputedWay key={`${entry.kind}:${entry.name}`} way={entry} data={data} language={language} />
      ))}
      {ways.length > 0 ? (
        <p className="pet-sure" data-testid="mutation-confidence">
          {t('wiki.mutation.obtain.confidence', { level: confidenceWord(t, source.confidence) })}
          {ways.some(({ note }) => note !== null) ? ` ${t('wiki.mutation.obtain.notesQualify')}` : null}
        </p>
      ) : null}
      {source.note === null ? null : (
        <p data-testid="mutation-obtain-note">
          {t(showsEnglishNote(source.note, language) ? 'wiki.mutation.obtain.noteInEnglish' : 'wiki.mutation.obtain.note')}{' '}
          <ResearchNote prose={source.note} language={language} />
        </p>
      )}
    </section>
  );
}

function RuleList({
  heading,
  rules,
  language,
  nameOf,
  linkResult,
}: {
  heading: string;
  rules: readonly MutationRule[];
  language: Language;
  nameOf: MutationNameOf;
  linkResult?: boolean;
}) {
  const { t } = useI18n();
  if (rules.length === 0) return null;
  return (
    <>
      <h3>{heading}</h3>
      <ul>
        {rules.map((rule, index) => (
          <li key={index}>
            {linkResult && rule.kind === 'fusion' ? (
              <>
                <MutationLink mutation={{ id: rule.resultId, name: nameOf(rule.resultId) }} language={language} />{' '}
              </>
            ) : null}
            {ruleSentence(rule, t, language, nameOf)}
          </li>
        ))}
      </ul>
    </>
  );
}

export function MutationRules({ data, language }: SectionProps) {
  const { t } = useI18n();
  const { mutation, roles } = data;
  const nameOf = namesFrom(data);
  const none = roles.madeBy.length + roles.fusesInto.length + roles.chains.length === 0;
  return (
    <section aria-labelledby="mutation-rules" data-testid="mutation-rules">
      <h2 id="mutation-rules">{t('wiki.mutation.rules.heading')}</h2>
      {!mutation.rulesKnown ? (
        <p data-testid="mutation-rules-unknown">{t('wiki.mutation.rules.unknown', { name: mutation.name })}</p>
      ) : none ? (
        <p>{t('wiki.mutation.rules.none', { name: mutation.name })}</p>
      ) : null}
      <RuleList heading={t('wiki.mutation.rules.madeBy')} rules={roles.madeBy} language={language} nameOf={nameOf} />
      <RuleList heading={t('wiki.mutation.rules.fusesInto')} rules={roles.fusesInto} language={language} nameOf={nameOf} linkResult />
      <RuleList heading={t('wiki.mutation.rules.chains')} rules={roles.chains} language={language} nameOf={nameOf} />
    </section>
  );
}

export function MutationConflicts({ data, language }: SectionProps) {
  const { t } = useI18n();
  const { mutation, conflicts } = data;
  const nameOf = namesFrom(data);
  return (
    <section aria-labelledby="mutation-conflicts">
      <h2 id="mutation-conflicts">{t('wiki.mutation.conflicts.heading')}</h2>
      {!mutation.rulesKnown ? (
        <p data-testid="mutation-conflicts-unknown">{t('wiki.mutation.conflicts.unknown', { name: mutation.name })}</p>
      ) : conflicts.length === 0 ? (
        <p data-testid="mutation-no-conflicts">{t('wiki.mutation.conflicts.none', { name: mutation.name })}</p>
      ) : (
        <>
          <p>{t('wiki.mutation.conflicts.intro', { name: mutation.name })}</p>
          <dl className="mutation-conflicts" data-testid="mutation-conflicts">
            {conflicts.map(({ otherId, preview }) => (
              <div key={otherId} data-conflict={otherId}>
                <dt>
                  <MutationLink mutation={{ id: otherId, name: nameOf(otherId) }} language={language} />
                </dt>
                <dd>{[describeAdded(preview, t, language, nameOf), describeReasons(preview.changes, t, language, nameOf)].join(' ')}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

export function RestrictedCrops({ data, language }: SectionProps) {
  const { t } = useI18n();
  const { mutation, restrictedTo, inferredCrops } = data;
  if (restrictedTo === null) return null;
  return (
    <section aria-labelledby="mutation-crops">
      <h2 id="mutation-crops">{t('wiki.mutation.crops.heading')}</h2>
      <p>{t('wiki.mutation.crops.restricted', { name: mutation.name })}</p>
      <ul className="pet-links" data-testid="mutation-crops">
        {restrictedTo.map((crop) => (
          <li key={crop.id}>
            <Link to={localizePath(language, wikiCropPath(crop.id))}>{crop.name}</Link>
          </li>
        ))}
      </ul>
      {inferredCrops.length > 0 ? (
        <>
          {inferredCrops.map(({ crop, takenFor }) => (
            <p key={crop.id}>{t('wiki.mutation.crops.inferred', { name: mutation.name, crop: crop.name, takenFor: takenFor.name })}</p>
          ))}
          <ul className="pet-links" data-testid="mutation-crops-inferred">
            {inferredCrops.map(({ crop }) => (
              <li key={crop.id}>
                <Link to={localizePath(language, wikiCropPath(crop.id))}>{crop.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
