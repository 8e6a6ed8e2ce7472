import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MUTATION_GROUPS,
  getMutation,
  mutations,
  previewAddMutation,
  restrictionFor,
  type Mutation,
} from '../../game';
import type { Language } from '../../i18n/languages';
import { formatMultiplier, formatNumber } from '../../lib/format';
import { sortByName } from '../../lib/sortByName';
import { HydrateLater } from '../../ui/HydrateLater';
import { Notice } from '../../ui/Notice';
import type { MutationEvent } from './calculatorState';
import { FIELD_NAMES } from './earlyEdits';
import { cropNames, describeMutationEvent, previewHint } from './mutationText';
import { searchByName, searchEntryCache } from './nameSearch';
import { usePageLanguage } from '../../lib/usePageLanguage';

const groupSize = (group: string) => mutations.filter((mutation) => mutation.group === group).length;
/** The short temperature group first, so it is not buried under the long environmental one. */
const groups = [...MUTATION_GROUPS].sort((a, b) => groupSize(a) - groupSize(b)).map((group) => ({ group, items: sortByName(mutations.filter((m) => m.group === group)) }));
const entryOf = searchEntryCache<Mutation>((mutation) => mutation.name);
/**
 * The long environmental group is drawn as consecutive lists of this many options, each hydrated in a
 * task of its own. 24 fills whole rows at the one to four columns the list takes.
 */
const LIST_CHUNK = 24;
const chunksOf = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
const restrictions = new Map(mutations.map((mutation) => [mutation.id, restrictionFor(mutation.id)]));

interface MutationOptionProps {
  mutation: Mutation;
  checked: boolean;
  hint: string | undefined;
  /** Says which crops the mutation is reported on, when that excludes the chosen crop. */
  warning: string | undefined;
  idPrefix: string;
  language: Language;
  onToggle: (mutationId: string) => void;
}

const MutationOption = memo(function MutationOption({
  mutation,
  checked,
  hint,
  warning,
  idPrefix,
  language,
  onToggle,
}: MutationOptionProps) {
  const inputId = `${idPrefix}${mutation.id}`;
  const notes = [hint ? `${inputId}-hint` : '', warning ? `${inputId}-warn` : ''].filter(Boolean).join(' ');
  return (
    <li className={`mutation-option${checked ? ' mutation-option--checked' : ''}`}>
      <input
        type="checkbox"
        id={inputId}
        name={FIELD_NAMES.mutation}
        value={mutation.id}
        checked={checked}
        onChange={() => onToggle(mutation.id)}
        aria-describedby={notes || undefined}
        data-testid={`mutation-${mutation.id}`}
      />
      <label htmlFor={inputId} className="mutation-option__label">
        <span className="mutation-option__name">{mutation.name}</span>
        <span className="mutation-option__multiplier">{formatMultiplier(mutation.multiplier, language)}</span>
      </label>
      {hint ? (
        <span className="mutation-option__hint" id={`${inputId}-hint`}>
          {hint}
        </span>
      ) : null}
      {warning ? (
        <span className="mutation-option__warning" id={`${inputId}-warn`}>
          {warning}
        </span>
      ) : null}
    </li>
  );
});

interface MutationListProps {
  items: readonly Mutation[];
  cropId: string;
  mutationIds: readonly string[];
  selected: ReadonlySet<string>;
  idPrefix: string;
  language: Language;
  onToggle: (mutationId: string) => void;
}

/**
 * One run of options. It works out its own hints (what adding each mutation would do) and crop warnings, so that
 * on a prerendered page this work is spread over the tasks the runs hydrate in.
 */
const MutationList = memo(function MutationList({ items, cropId, mutationIds, selected, idPrefix, language, onToggle }: MutationListProps) {
  const { t } = useTranslation();
  const notes = useMemo(
    () =>
      items.map((mutation) => {
        const allowed = restrictions.get(mutation.id);
        return {
          hint: selected.has(mutation.id) ? undefined : previewHint(previewAddMutation(mutationIds, mutation.id), t, language),
          warning:
            allowed && !allowed.includes(cropId)
              ? t('crop.mutations.restricted', { crops: cropNames(allowed, language) })
              : undefined,
        };
      }),
    [items, cropId, mutationIds, selected, t, language],
  );
  return (
    <ul className="mutation-list">
      {items.map((mutation, index) => (
        <MutationOption
          key={mutation.id}
          mutation={mutation}
          checked={selected.has(mutation.id)}
          hint={notes[index]?.hint}
          warning={notes[index]?.warning}
          idPrefix={idPrefix}
          language={language}
          onToggle={onToggle}
        />
      ))}
    </ul>
  );
});

interface MutationPickerProps {
  cropId: string;
  mutationIds: readonly string[];
  event: MutationEvent | null;
  onToggle: (mutationId: string) => void;
  onClear: () => void;
  onMax: () => void;
  onDismissEvent: () => void;
}

/** The mutation list: grouped, searchable, each with its multiplier and what picking it would do to the fruit. */
export const MutationPicker = memo(function MutationPicker({
  cropId,
  mutationIds,
  event,
  onToggle,
  onClear,
  onMax,
  onDismissEvent,
}: MutationPickerProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const id = useId();
  const [query, setQuery] = useState('');
  const selected = useMemo(() => new Set(mutationIds), [mutationIds]);
  // Picked mutations the sources report only on other crops: counted, but flagged.
  const warnings = mutationIds.flatMap((mutationId) => {
    const allowed = restrictions.get(mutationId);
    return allowed && !allowed.includes(cropId) ? [{ mutationId, allowed }] : [];
  });

  const shownGroups = useMemo(() => {
    const filtered = new Set(searchByName(mutations, entryOf, query));
    return groups.map(({ group, items }) => {
      const shown = items.filter((mutation) => filtered.has(mutation));
      // Made once per search, so each run's memoized work survives other changes.
      return { group, count: shown.length, chunks: chunksOf(shown, LIST_CHUNK) };
    });
  }, [query]);
  const nothingShown = shownGroups.every((group) => group.count === 0);

  return (
    <section className="calc-card mutation-picker" aria-labelledby={`${id}heading`}>
      <div className="calc-card__header">
        <h2 id={`${id}heading`}>{t('crop.mutations.heading')}</h2>
        <button type="button" className="button button--primary" onClick={onMax} data-testid="max-mutation">
          {t('crop.mutations.max')}
        </button>
      </div>
      <p className="field__hint">{t('crop.mutations.intro')}</p>

      <div className="mutation-picker__selected">
        <p className="mutation-picker__count" data-testid="mutation-count">
          {mutationIds.length > 0 ? t('crop.mutations.selected', { count: mutationIds.length }) : t('crop.mutations.none')}
        </p>
        {mutationIds.length > 0 ? (
          <>
            <ul className="mutation-chips">
              {mutationIds.map((mutationId) => {
                const mutation = getMutation(mutationId);
                return (
                  <li key={mutationId}>
                    <button
                      type="button"
                      className="mutation-chip"
                      onClick={() => onToggle(mutationId)}
                      aria-label={t('crop.mutations.remove', { name: mutation.name })}
                    >
                      <span>{mutation.name}</span>
                      <span className="mutation-chip__multiplier">{formatMultiplier(mutation.multiplier, language)}</span>
                      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path d="M7 7l10 10M17 7L7 17" />
                      </svg>
                    </button>
                  </li>
                );
              })}
            </ul>
            <button type="button" className="button button--small" onClick={onClear}>
              {t('crop.mutations.clear')}
            </button>
          </>
        ) : null}
      </div>

      {warnings.map((warning) => (
        <Notice key={warning.mutationId} tone="warning">
          {t('crop.mutations.restrictedActive', {
            mutation: getMutation(warning.mutationId).name,
            crops: cropNames(warning.allowed, language),
          })}
        </Notice>
      ))}

      <div className="field">
        <label className="field__label" htmlFor={`${id}search`}>
          {t('crop.mutations.search')}
        </label>
        <input
          id={`${id}search`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(changeEvent) => setQuery(changeEvent.target.value)}
        />
      </div>

      {/* Always present, so the message is announced when it appears. */}
      <div className="mutation-picker__event" role="status" data-testid="mutation-event">
        {event ? (
          <div className="notice notice--info">
            <div className="notice__body">
              {describeMutationEvent(event, t, language)
                .filter(Boolean)
                .map((line) => (
                  <p key={line}>{line}</p>
                ))}
            </div>
            <button type="button" className="notice__dismiss" onClick={onDismissEvent} aria-label={t('ui.dismiss')}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
        ) : null}
      </div>

      <div className="mutation-picker__lists render-when-near">
        {nothingShown ? <p>{t('crop.mutations.noMatches', { query: query.trim() })}</p> : null}
        {shownGroups.map(({ group, count, chunks }) =>
          count === 0 ? null : (
            <fieldset key={group} className="mutation-group">
              <legend>{`${t(`crop.mutations.groups.${group}`)} (${formatNumber(count, language)})`}</legend>
              {chunks.map((chunk, index) => (
                <HydrateLater key={index}>
                  <MutationList
                    items={chunk}
                    cropId={cropId}
                    mutationIds={mutationIds}
                    selected={selected}
                    idPrefix={`${id}m-`}
                    language={language}
                    onToggle={onToggle}
                  />
                </HydrateLater>
              ))}
            </fieldset>
          ),
        )}
      </div>
    </section>
  );
});
