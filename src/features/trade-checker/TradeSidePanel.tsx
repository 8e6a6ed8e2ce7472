import { lazy, memo, Suspense, useCallback, useId, useRef, useState } from 'react';
import { askEngine, MAX_TRADE_ITEMS, type EngineAnswer, type SellPriceResult, type TradeItem } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { gameWordLang } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import { loadCode } from '../../lib/loadCode';
import type { Undo } from '../../lib/undoableClear';
import { useAfterLoading } from '../../lib/useAfterLoading';
import type { TradeSide } from '../../links/tradeQuery';
import { Amount } from '../../ui/Amount';
import type { MutationClearing } from '../../ui/fruit/mutationClearing';
import { GameIcon } from '../../ui/GameIcon';
import { entryIsStale, loadFruitEntries, otherSide, type EntryEdit, type FruitCode, type TradeAction, type TradeEntry } from './tradeState';

// The editor and its pickers (downshift's combobox) load when an item is first edited, not with the page: the button
// that opens an editor loads it first (openWhenLoaded), so the editor never waits inside the trade with nothing said.
const loadItemEditor = () => loadCode(import('./ItemEditor'));
const ItemEditor = lazy(() => loadItemEditor().then((module) => ({ default: module.ItemEditor })));

/** What a side loads an editor's code for: a new fruit, a new typed value, or the Edit of the item of this key. */
type LoadingFor = 'fruit' | 'value' | number;

/**
 * Opens an editor once the code it needs is in: the side says «Loading…» meanwhile, and the editor takes the focus
 * only if `mayTakeFocus` says the player left it where it was at the press (not if they moved on during the wait).
 * A press of the same button while its code is on its way does nothing: the first press's item or editor is coming.
 */
type OpenWhenLoaded = <T>(loadingFor: LoadingFor, loading: Promise<T>, open: (loaded: T, press: number) => void) => void;

/** How long an editor's code may take before the side says it is loading. */
const LOADING_SAID_AFTER_MS = 150;

/** The item's worth: a fruit as it sells (no friend boost), or the engine's refusal; a typed value as typed. */
function valueItem(item: TradeItem, fruitCode: FruitCode | null): EngineAnswer<{ total: bigint; sale: SellPriceResult | null }> {
  if (item.kind === 'custom') return { ok: true, value: { total: item.sheckles, sale: null } };
  return askEngine(() => {
    if (!fruitCode) throw new Error('a fruit is in the trade without the fruit code');
    const sale = fruitCode.tradeFruitSale(item);
    return { total: sale.total, sale };
  });
}

interface EntryCardProps {
  entry: TradeEntry;
  position: number;
  side: TradeSide;
  editing: boolean;
  /** What the Undo in the open editor gives back: its Remove all or Max mutation; null for nothing, or a closed editor. */
  mutationsClearedBy: MutationClearing | null;
  /** The Edit's code is still on its way, long enough for the side to say so. */
  editBusy: boolean;
  canMove: boolean;
  /** The code that put the fruits in the trade (null while it holds none). */
  fruitCode: FruitCode | null;
  dispatch: (action: TradeAction | Undo) => void;
  /** The card is about to leave this side (removed or moved): focus goes to the side's heading, not to nowhere. */
  onLeave: () => void;
  openWhenLoaded: OpenWhenLoaded;
  mayTakeFocus: () => boolean;
}

const EntryCard = memo(function EntryCard({
  entry,
  position,
  side,
  editing,
  mutationsClearedBy,
  editBusy,
  canMove,
  fruitCode,
  dispatch,
  onLeave,
  openWhenLoaded,
  mayTakeFocus,
}: EntryCardProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const { item } = entry;
  const value = valueItem(item, fruitCode);
  const sideName = t(`trade.side.${side}`);
  const targetName = t(`trade.side.${otherSide(side)}`);
  const number = formatNumber(position, language);
  const fruit = item.kind === 'fruit' && fruitCode ? fruitCode.describeFruit(item, t, language) : null;
  const crop = fruit?.crop ?? null;
  const details = fruit?.details ?? null;
  const onEdit = (edit: EntryEdit) => dispatch({ type: 'entry', key: entry.key, edit });
  const editButton = useRef<HTMLButtonElement>(null);

  return (
    <li className="trade-item" data-testid="trade-item" data-value={value.ok ? value.value.total.toString() : undefined}>
      <div className="trade-item__summary">
        <p className="trade-item__name" id={`${id}name`}>
          <span className="trade-item__position">{number}</span> {crop ? <GameIcon kind="crop" id={crop.id} tier={crop.tier} /> : null}{' '}
          {crop ? <span lang={gameWordLang(language)}>{crop.name}</span> : t('trade.item.custom')}
        </p>
        {details ? <p className="trade-item__details">{details}</p> : null}
        <p className="trade-item__value">{value.ok ? <Amount value={value.value.total} language={language} /> : t('trade.item.error')}</p>
        {entryIsStale(entry, fruitCode, language) ? <p className="trade-item__stale">{t('trade.item.invalid')}</p> : null}
      </div>
      <div className="trade-item__actions">
        <button
          type="button"
          className="button button--small"
          aria-expanded={editing}
          aria-disabled={editBusy || undefined}
          aria-controls={editing ? `${id}editor` : undefined}
          aria-describedby={`${id}name`}
          ref={editButton}
          onClick={() =>
            editing
              ? dispatch({ type: 'edit', key: null })
              : openWhenLoaded(entry.key, loadItemEditor(), (_, press) => dispatch({ type: 'edit', key: entry.key, press }))
          }
          data-testid="trade-item-edit"
        >
          {t('trade.item.edit')}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={!canMove}
          aria-describedby={`${id}name`}
          onClick={() => {
            onLeave();
            dispatch({ type: 'move', key: entry.key });
          }}
          data-testid="trade-item-move"
        >
          {t('trade.item.moveTo', { side: targetName })}
        </button>
        <button
          type="button"
          className="button button--small"
          aria-describedby={`${id}name`}
          onClick={() => {
            onLeave();
            dispatch({ type: 'remove', key: entry.key });
          }}
          data-testid="trade-item-remove"
        >
          {t('trade.item.remove')}
        </button>
      </div>
      {editing ? (
        <div id={`${id}editor`}>
          <Suspense fallback={null}>
            <ItemEditor
              entry={entry}
              warnings={value.ok ? (value.value.sale?.restrictionWarnings ?? []) : []}
              label={t('trade.item.editor', { position: number, side: sideName })}
              mayTakeFocus={mayTakeFocus}
              onEdit={onEdit}
              onUndo={mutationsClearedBy ? () => dispatch({ type: 'undo' }) : null}
              clearedBy={mutationsClearedBy}
              onDone={() => {
                editButton.current?.focus();
                dispatch({ type: 'edit', key: null });
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </li>
  );
});

interface TradeSidePanelProps {
  side: TradeSide;
  entries: readonly TradeEntry[];
  /** The other side is full, so nothing can move there. */
  otherFull: boolean;
  editing: number | null;
  /** What an item's Undo gives back: the open editor's Remove all or Max mutation (mutationClearing), if either. */
  mutationsClearedBy: MutationClearing | null;
  fruitCode: FruitCode | null;
  dispatch: (action: TradeAction | Undo) => void;
  /** Numbers a press that opens an editor, in the order of presses on the whole page (the reducer's AskedByPress). */
  nextPress: () => number;
}

/** One side of the trade: its items, each with its value and an editor, and the buttons that add more. */
export function TradeSidePanel({
  side,
  entries,
  otherFull,
  editing,
  mutationsClearedBy,
  fruitCode,
  dispatch,
  nextPress,
}: TradeSidePanelProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const full = entries.length >= MAX_TRADE_ITEMS;
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const afterLoading = useAfterLoading();
  // Every load on its way, so a second press of its button is refused at once (a ref: two taps can come before a render).
  const pending = useRef(new Set<LoadingFor>());
  // The loads on their way long enough to be said: the side says «Loading…» until the last of them is in (a typed
  // value's code can arrive before that of a fruit pressed for earlier), and each one's button says it is busy.
  const [saidLoading, setSaidLoading] = useState<ReadonlySet<LoadingFor>>(new Set());
  // Where the focus was at the press whose editor opens now (set as its code comes in, each load its own).
  const openedFrom = useRef<Element | null>(null);
  const openWhenLoaded = useCallback<OpenWhenLoaded>(
    (loadingFor, code, open) => {
      if (pending.current.has(loadingFor)) return;
      pending.current.add(loadingFor);
      const from = document.activeElement;
      const press = nextPress();
      // Said only for a wait a player notices: code already in still resolves a moment later, and «Loading…» said (or
      // a button made busy) at every press would be noise.
      const sayLoading = setTimeout(() => setSaidLoading((said) => new Set(said).add(loadingFor)), LOADING_SAID_AFTER_MS);
      afterLoading(code, (loaded) => {
        clearTimeout(sayLoading);
        pending.current.delete(loadingFor);
        setSaidLoading((said) => {
          if (!said.has(loadingFor)) return said;
          const rest = new Set(said);
          rest.delete(loadingFor);
          return rest;
        });
        openedFrom.current = from;
        open(loaded, press);
      });
    },
    [afterLoading, nextPress],
  );
  // Still on the button pressed, or fallen to the page (a tap on nothing during the wait).
  const mayTakeFocus = useCallback(() => {
    const focused = document.activeElement;
    return focused === openedFrom.current || focused === null || focused === document.body;
  }, []);
  return (
    <section className="panel trade-side" aria-labelledby={`${id}heading`} data-testid={`trade-side-${side}`}>
      <div className="trade-side__header">
        <h2 id={`${id}heading`} ref={heading} tabIndex={-1}>
          {t(`trade.side.${side}`)}
        </h2>
        <p className="trade-side__count">{t('trade.side.count', { count: entries.length, n: formatNumber(entries.length, language) })}</p>
      </div>
      {entries.length === 0 ? <p className="trade-side__empty">{t('trade.side.empty')}</p> : null}
      <ol className="trade-items">
        {entries.map((entry, index) => (
          <EntryCard
            key={entry.key}
            entry={entry}
            position={index + 1}
            side={side}
            editing={editing === entry.key}
            mutationsClearedBy={editing === entry.key ? mutationsClearedBy : null}
            editBusy={saidLoading.has(entry.key)}
            canMove={!otherFull}
            fruitCode={fruitCode}
            dispatch={dispatch}
            onLeave={focusHeading}
            openWhenLoaded={openWhenLoaded}
            mayTakeFocus={mayTakeFocus}
          />
        ))}
      </ol>
      <div className="trade-side__add">
        <button
          type="button"
          className="button"
          disabled={full}
          // Busy, not disabled: the button keeps the focus it has, and a screen reader says it is unavailable.
          aria-disabled={saidLoading.has('fruit') || undefined}
          // Both sides have these two buttons: the side's name tells them apart in a list of the page's buttons.
          aria-describedby={`${id}heading`}
          onClick={() =>
            openWhenLoaded(
              'fruit',
              Promise.all([loadFruitEntries(language), loadItemEditor()]).then(([loaded]) => loaded),
              (loaded, press) => dispatch({ type: 'add', side, item: loaded.defaultFruit(), fruitCode: loaded, press }),
            )
          }
          data-testid={`add-fruit-${side}`}
        >
          {t('trade.side.addFruit')}
        </button>
        <button
          type="button"
          className="button"
          disabled={full}
          aria-disabled={saidLoading.has('value') || undefined}
          aria-describedby={`${id}heading`}
          onClick={() =>
            openWhenLoaded('value', loadItemEditor(), (_, press) =>
              dispatch({ type: 'add', side, item: { kind: 'custom', sheckles: 0n }, press }),
            )
          }
          data-testid={`add-value-${side}`}
        >
          {t('trade.side.addValue')}
        </button>
      </div>
      {/* Always present, so the wait for an editor's code is announced as it starts. */}
      <p className="visually-hidden" role="status" data-testid={`trade-loading-${side}`}>
        {saidLoading.size > 0 ? t('trade.side.loading') : null}
      </p>
      {full ? <p className="field__hint">{t('trade.side.full', { max: formatNumber(MAX_TRADE_ITEMS, language) })}</p> : null}
    </section>
  );
}
