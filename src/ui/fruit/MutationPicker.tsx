import './fruitPickers.css';
import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  getMutation,
  MUTATION_GROUPS,
  mutations,
  previewAddMutation,
  reportedCropsFor,
  restrictionFor,
  type Mutation,
  type RestrictionWarning,
} from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { directionOf, gameWordLang, type Language } from '../../i18n/languages';
import { formatMultiplier, formatNumber } from '../../lib/format';
import { mutationGroupLabel } from '../../lib/gameText';
import { loadMutationSources } from '../../lib/loadCode';
import { searchMutations } from '../../lib/mutationSearch';
import { sortByName } from '../../lib/sortByName';
import { useAfterLoading } from '../../lib/useAfterLoading';
import { AnswerAnnouncement } from '../AnswerAnnouncement';
import { Notice } from '../Notice';
import { StatusRegion } from '../StatusRegion';
import { onToggleClick } from '../toggleHandlers';
import { UndoOffer } from '../UndoableClearButton';
import { useFocusAfterRemoval } from '../useFocusAfterRemoval';
import { useRovingTabStop } from '../useRovingTabStop';
import type { MutationClearing } from './mutationClearing';
import type { MutationEvent } from './mutationEdits';
import { cropNames, describeMaxNames, describeMutationEvent, previewHint, type CropNameOf, type WithoutKnownWay } from './mutationText';

/** The short temperature group first, so it is not buried under the long environmental one. */
const groups = MUTATION_GROUPS.map((group) => ({ group, items: sortByName(mutations.filter((m) => m.group === group)) })).sort(
  (a, b) => a.items.length - b.items.length,
);
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
        value={mutation.id}
        checked={checked}
        {...onToggleClick(() => onToggle(mutation.id))}
        aria-describedby={notes || undefined}
        data-testid={`mutation-${mutation.id}`}
      />
      <label htmlFor={inputId} className="mutation-option__label">
        <span className="mutation-option__name" lang={gameWordLang(language)}>
          {mutation.name}
        </span>
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
  cropName: CropNameOf;
  mutationIds: readonly string[];
  selected: ReadonlySet<string>;
  idPrefix: string;
  language: Language;
  onToggle: (mutationId: string) => void;
}

/** One group's options, each with what adding it would do and whether the sources report it on this crop. */
const MutationList = memo(function MutationList({
  items,
  cropId,
  cropName,
  mutationIds,
  selected,
  idPrefix,
  language,
  onToggle,
}: MutationListProps) {
  const { t } = useI18n();
  const notes = useMemo(
    () =>
      items.map((mutation) => {
        const allowed = restrictions.get(mutation.id);
        return {
          hint: selected.has(mutation.id) ? undefined : previewHint(previewAddMutation(mutationIds, mutation.id), t, language),
          warning:
            allowed && !allowed.includes(cropId)
              ? t('crop.mutations.restricted', { crops: cropNames(reportedCropsFor(mutation.id) ?? allowed, cropName, language) })
              : undefined,
        };
      }),
    [items, cropId, cropName, mutationIds, selected, t, language],
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
  /** Its heading's level: 2 on the calculator, 4 inside a trade item's editor, whose own heading is an h3. */
  headingLevel?: 2 | 4;
  cropId: string;
  /** Names the crops a restricted mutation is reported on (see MUTATION_CROP_RESTRICTIONS). */
  cropName: CropNameOf;
  mutationIds: readonly string[];
  /** Picked mutations the sources report only on other crops: counted, but flagged (the engine's warnings). */
  warnings: readonly RestrictionWarning[];
  query: string;
  onSearch: (query: string) => void;
  event: MutationEvent | null;
  onToggle: (mutationId: string) => void;
  onClear: () => void;
  onMax: () => void;
  onDismissEvent: () => void;
  /** Gives back the mutations (and variant) Remove all or Max mutation replaced; null when there is nothing to give back. */
  onUndo?: (() => void) | null;
  /** Which of the two made what `onUndo` gives back (the page's undoableClear says, as its clearedBy). */
  clearedBy?: MutationClearing | null;
}

/** The mutation list: grouped, searchable, each with its multiplier and what picking it would do to the fruit. */
export const MutationPicker = memo(function MutationPicker({
  cropId,
  cropName,
  mutationIds,
  warnings,
  query,
  onSearch,
  event,
  onToggle,
  onClear,
  onMax,
  onDismissEvent,
  onUndo = null,
  clearedBy = null,
  headingLevel = 2,
}: MutationPickerProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const chips = useRef<HTMLUListElement>(null);
  const maxButton = useRef<HTMLButtonElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  // On the search field once no mutation is left.
  const removedAt = useFocusAfterRemoval(chips, search, mutationIds);
  const chipStop = useRovingTabStop(mutationIds, directionOf(language));
  // Undo takes its own button away with the offer: the focus goes back to the button whose click it undid, once the
  // mutations it gave back are drawn (Remove all's button comes back with them), or to Max mutation, always there.
  const focusAfterUndo = useRef<MutationClearing | null>(null);
  useLayoutEffect(() => {
    const undone = focusAfterUndo.current;
    if (undone === null) return;
    focusAfterUndo.current = null;
    ((undone === 'clearMutations' ? clearButton.current : null) ?? maxButton.current)?.focus();
  });
  const selected = useMemo(() => new Set(mutationIds), [mutationIds]);
  // Picked with another, a mutation whose combination rules the data lacks is valued as fusing or chaining with none: said.
  const rulesUnknown =
    mutationIds.length > 1 ? mutationIds.map((mutationId) => getMutation(mutationId)).filter((mutation) => !mutation.rulesKnown) : [];
  // The whole list (about 190 options, two thirds of the calculator's elements) is drawn only once the player asks for
  // it or searches: a page that opens with it drawn does that work before the first tap (docs/performance.md).
  const [browsing, setBrowsing] = useState(false);
  const listShown = browsing || query.trim() !== '';
  // How a fruit gets each mutation is read only by Max mutation's message, so its data loads once that message is shown
  // (after the click, or when a trade's item editor opens again on it): the max set shows at once, and the message names
  // the set's mutations no source says how to get as soon as the data is in.
  const [withoutKnownWay, setWithoutKnownWay] = useState<{ of: WithoutKnownWay } | null>(null);
  const afterLoading = useAfterLoading();
  const maxShown = event?.kind === 'max';
  useEffect(() => {
    if (maxShown && !withoutKnownWay) afterLoading(loadMutationSources(), (sources) => setWithoutKnownWay({ of: sources.withoutKnownWay }));
  }, [maxShown, withoutKnownWay, afterLoading]);

  const maxNames = event?.kind === 'max' ? describeMaxNames(event.result, t, language, withoutKnownWay?.of) : null;

  const shownGroups = useMemo(() => {
    const filtered = new Set(searchMutations(mutations, query));
    return groups.map(({ group, items }) => {
      return { group, items: items.filter((mutation) => filtered.has(mutation)) };
    });
  }, [query]);
  const nothingShown = shownGroups.every((group) => group.items.length === 0);
  const noMatches = listShown && nothingShown ? t('crop.mutations.noMatches', { query: query.trim() }) : '';
  const Heading = headingLevel === 4 ? 'h4' : 'h2';

  return (
    <section className="calc-card mutation-picker" aria-labelledby={`${id}heading`}>
      <div className="calc-card__header">
        <Heading id={`${id}heading`}>{t('crop.mutations.heading')}</Heading>
        <button ref={maxButton} type="button" className="button button--primary" onClick={onMax} data-testid="max-mutation">
          {t('crop.mutations.max')}
        </button>
      </div>
      <p className="field__hint">{t('crop.mutations.intro')}</p>

      <div className="mutation-picker__selected">
        <p className="mutation-picker__count" id={`${id}count`} data-testid="mutation-count">
          {mutationIds.length > 0 ? t('crop.mutations.selected', { count: mutationIds.length }) : t('crop.mutations.none')}
        </p>
        {mutationIds.length > 0 ? (
          <>
            {/* One tab stop, named by the count above, so the controls after it are a Tab away however many are picked. */}
            <div role="toolbar" aria-labelledby={`${id}count`} onKeyDown={chipStop.onKeyDown}>
              <ul className="mutation-chips" ref={chips}>
                {mutationIds.map((mutationId, index) => {
                  const mutation = getMutation(mutationId);
                  return (
                    <li key={mutationId}>
                      <button
                        type="button"
                        className="mutation-chip"
                        tabIndex={chipStop.tabIndexAt(index)}
                        onFocus={() => chipStop.focusedAt(index)}
                        onClick={() => {
                          removedAt(index);
                          onToggle(mutationId);
                        }}
                        aria-label={t('crop.mutations.remove', { name: mutation.name })}
                      >
                        <span>{mutation.name}</span>
                        <span className="mutation-chip__multiplier">{formatMultiplier(mutation.multiplier, language)}</span>
                        <svg viewBox="0 0 24 24" aria-hidden="true">
                          <path d="M7 7l10 10M17 7L7 17" />
                        </svg>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
            <button
              ref={clearButton}
              type="button"
              className="button button--small"
              onClick={() => {
                removedAt(0);
                onClear();
              }}
            >
              {t('crop.mutations.clear')}
            </button>
          </>
        ) : null}
      </div>

      {warnings.map((warning) => (
        <Notice key={warning.mutationId} tone="warning">
          {t('crop.mutations.restrictedActive', {
            mutation: getMutation(warning.mutationId).name,
            crops: cropNames(reportedCropsFor(warning.mutationId) ?? warning.allowedCropIds, cropName, language),
          })}
        </Notice>
      ))}
      {rulesUnknown.map((mutation) => (
        <Notice key={mutation.id} tone="warning">
          {t('crop.mutations.rulesUnknownActive', { mutation: mutation.name })}
        </Notice>
      ))}

      <div className="field">
        <label className="field__label" htmlFor={`${id}search`}>
          {t('crop.mutations.search')}
        </label>
        <input
          ref={search}
          id={`${id}search`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(changeEvent) => onSearch(changeEvent.target.value)}
          onKeyDown={(keyEvent) => {
            // Enter ticks the one mutation a search leaves ("froz" then Enter: Frozen), as a keyboard player expects;
            // it never unticks one. Escape empties the search.
            if (keyEvent.key === 'Enter') {
              const [only, ...others] = shownGroups.flatMap((group) => group.items);
              if (only !== undefined && others.length === 0 && !mutationIds.includes(only.id)) {
                keyEvent.preventDefault();
                onToggle(only.id);
              }
            } else if (keyEvent.key === 'Escape' && query !== '') {
              keyEvent.preventDefault();
              onSearch('');
            }
          }}
        />
        {/* Under the search, not in the lists: there it kept the lists from being empty, and an empty bordered box was
            drawn under the mutations. Shown at once, told once typing settles: a status changed at every key had a
            screen reader say «No mutation matches» for each letter typed past the last match. */}
        {noMatches ? <p data-testid="mutation-search-empty">{noMatches}</p> : null}
        <AnswerAnnouncement answer={noMatches} testId="mutation-search-status" />
      </div>

      {/* The message's sentences and the Undo offer are each in a live region present from the moment the page is
          live, so each is announced when it appears. Max mutation's names, behind their number, are in the message's
          box but outside its live region: opening them, or their number growing once their data is in, announces
          nothing. With no message, the box draws nothing and keeps its live region in place for the next one. */}
      <div
        className={event || onUndo ? 'mutation-picker__event' : 'mutation-picker__event mutation-picker__event--idle'}
        data-testid="mutation-event"
      >
        <Notice
          tone="info"
          announce={false}
          shown={Boolean(event)}
          dismissLabel={t('ui.dismiss')}
          onDismiss={event ? onDismissEvent : undefined}
        >
          <StatusRegion className={event ? 'mutation-picker__said' : undefined}>
            {event
              ? describeMutationEvent(event, t, language)
                  .filter(Boolean)
                  .map((line) => <p key={line}>{line}</p>)
              : null}
          </StatusRegion>
          {maxNames && maxNames.count > 0 ? (
            // About 30 names, 700 px of a phone's screen once written out: said by their number, named on demand.
            <details className="mutation-picker__names" data-testid="mutation-event-names">
              <summary>{t('crop.mutations.event.maxNamed', { count: maxNames.count, n: formatNumber(maxNames.count, language) })}</summary>
              {maxNames.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </details>
          ) : null}
        </Notice>
        <StatusRegion>
          {onUndo ? (
            <p>
              {/* After Remove all; after Max mutation its message (or nothing, dismissed) says what Undo gives back. */}
              <UndoOffer
                saysCleared={clearedBy === 'clearMutations'}
                onUndo={() => {
                  focusAfterUndo.current = clearedBy ?? 'maxMutation';
                  onUndo();
                }}
                testId="mutation-undo"
              />
            </p>
          ) : null}
        </StatusRegion>
      </div>

      {/* A search shows its matches whether or not the whole list is open. */}
      {query.trim() === '' ? (
        <button
          type="button"
          className="button button--small mutation-picker__browse"
          aria-expanded={browsing}
          aria-controls={`${id}lists`}
          onClick={() => setBrowsing((open) => !open)}
          data-testid="mutation-browse"
        >
          {browsing
            ? t('crop.mutations.hideAll')
            : t('crop.mutations.showAll', { count: mutations.length, n: formatNumber(mutations.length, language) })}
        </button>
      ) : null}

      <div id={`${id}lists`} className="mutation-picker__lists">
        {(listShown ? shownGroups : []).map(({ group, items }) =>
          items.length === 0 ? null : (
            <fieldset key={group} className="mutation-group">
              <legend>{`${mutationGroupLabel(t, group)} (${formatNumber(items.length, language)})`}</legend>
              <MutationList
                items={items}
                cropId={cropId}
                cropName={cropName}
                mutationIds={mutationIds}
                selected={selected}
                idPrefix={`${id}m-`}
                language={language}
                onToggle={onToggle}
              />
            </fieldset>
          ),
        )}
      </div>
    </section>
  );
});
