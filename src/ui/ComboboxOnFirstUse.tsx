/*
 * A picker as a page first shows it: the combobox's label, field and list button without the combobox. The combobox's
 * code (downshift, the search) loads the first time the field is used, or at once when it is needed, so a page's first
 * download stays within its budget. A transition keeps this field, focus and typing included, until the code is in.
 */
import './combobox.css';
import {
  createContext,
  startTransition,
  Suspense,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefCallback,
} from 'react';
import { ComboboxToggle } from './ComboboxToggle';
import { useSelectAllOnTap } from './useSelectAllOnTap';

/** Where the plain field left off, for the combobox to take over from (see useComboboxHandover). */
export interface ComboboxHandover {
  /** What the field holds, typed into or not. */
  initialInputValue: string;
  /** For the combobox's field: if the plain field had the focus, this one takes it, with the same text selected. */
  inputRef: RefCallback<HTMLInputElement>;
  /** The list was asked for (its button, an arrow key) or the field typed into: the combobox opens its list. */
  initialIsOpen: boolean;
}

const HandoverContext = createContext<ComboboxHandover | null>(null);

/** Where the plain field left off, in a combobox shown by ComboboxOnFirstUse; null in one shown on its own. */
export function useComboboxHandover(): ComboboxHandover | null {
  return use(HandoverContext);
}

interface ComboboxOnFirstUseProps {
  /** The class of the combobox's root, so the plain field is laid out as the combobox is. */
  className: string;
  label: string;
  toggleLabel: string;
  placeholder?: string;
  testId: string;
  /** What the field shows until it is typed into: the chosen item's name, or nothing. */
  value: string;
  /** Drawn before the field, as the combobox draws it (the chosen crop's icon). */
  icon?: ReactNode;
  /**
   * The class of the line under the field where the combobox shows its count (the pet picker's), drawn empty here to
   * hold its room; none where the combobox has no such line (the crop picker's count is only told, once the page is live).
   */
  hintClassName?: string;
  /** The combobox is needed now, unused or not (a link named a pet, say). */
  needed?: boolean;
  /** The field is used for the first time (what the combobox lists may start loading). */
  onUse?: () => void;
  /** The combobox (a lazy component), which takes over from the plain field with useComboboxHandover. */
  children: ReactNode;
}

type Way = 'focus' | 'open';

/** Keys that move in or act on a combobox's list: pressed before the combobox is in, they are pressed again on it. */
const LIST_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp', 'Enter', 'Escape']);

export function ComboboxOnFirstUse({ needed = false, onUse, children, ...field }: ComboboxOnFirstUseProps) {
  const [used, setUsed] = useState(false);
  // Once shown, the combobox stays, also when what made it needed is gone.
  if (needed && !used) setUsed(true);
  // What the field holds; null until typed into, so a new choice made elsewhere still shows.
  const [draft, setDraft] = useState<string | null>(null);
  const [handover, setHandover] = useState({ focus: false, open: false });
  // Where the plain field's selection is: focused by Tab, its whole text is selected, and typing then replaces it.
  const selection = useRef<[number, number] | null>(null);
  const pressedKeys = useRef<string[]>([]);
  // Once: the combobox may hand its field to this callback again at every render (downshift merges refs anew).
  const focusTaken = useRef(false);
  const takeFocus = useCallback<RefCallback<HTMLInputElement>>(
    (input) => {
      if (!input || !handover.focus || focusTaken.current) return;
      focusTaken.current = true;
      input.focus();
      if (selection.current) input.setSelectionRange(...selection.current);
      // After the commit that brought the combobox in, so its own handlers answer them, in the order pressed.
      const keys = pressedKeys.current.splice(0);
      queueMicrotask(() => {
        for (const key of keys) input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      });
    },
    [handover.focus],
  );
  const text = draft ?? field.value;
  const plainField = (
    <PlainField
      {...field}
      text={text}
      onTextChange={setDraft}
      onSelectionChange={(range) => (selection.current = range)}
      onListKey={(key) => pressedKeys.current.push(key)}
      onUse={(way: Way) => {
        // Either way the combobox takes the focus, as its own list button gives it to the field.
        setHandover((before) => ({ focus: true, open: before.open || way === 'open' }));
        onUse?.();
        if (!used) startTransition(() => setUsed(true));
      }}
      onLeave={() => {
        setHandover({ focus: false, open: false });
        pressedKeys.current = [];
      }}
    />
  );
  // The boundary is there from the start: switching to the combobox in a transition then keeps the field on screen,
  // focused and typed in, until the code is in, instead of showing a fresh fallback.
  return (
    <Suspense fallback={plainField}>
      {used ? (
        <HandoverContext
          value={{
            initialInputValue: text,
            inputRef: takeFocus,
            // Typed into while loading, the list opens on what was typed, as it would have.
            initialIsOpen: handover.open || (handover.focus && text !== field.value),
          }}
        >
          {children}
        </HandoverContext>
      ) : (
        plainField
      )}
    </Suspense>
  );
}

interface PlainFieldProps extends Omit<ComboboxOnFirstUseProps, 'needed' | 'onUse' | 'children' | 'value'> {
  text: string;
  onTextChange: (text: string) => void;
  onSelectionChange: (range: [number, number]) => void;
  onListKey: (key: string) => void;
  onUse: (way: Way) => void;
  /** Focus left the field before the combobox loaded: it must not take the focus back. */
  onLeave: () => void;
}

const selectionOf = (input: HTMLInputElement): [number, number] => [input.selectionStart ?? 0, input.selectionEnd ?? 0];

/** The same label, field and button as the combobox, asking for it on focus, typing or a press of the button. */
function PlainField({
  className,
  label,
  toggleLabel,
  placeholder,
  testId,
  icon,
  hintClassName,
  text,
  onTextChange,
  onSelectionChange,
  onListKey,
  onUse,
  onLeave,
}: PlainFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const selectAllOnTap = useSelectAllOnTap();
  // The selection as the field leaves for the combobox (still in the page): a selection made just before, as a
  // select-all, is reported by its event only later, and typing would then go in beside the text, not over it.
  useLayoutEffect(
    () => () => {
      if (input.current) onSelectionChange(selectionOf(input.current));
    },
    [onSelectionChange],
  );
  return (
    <div className={className}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="combobox__control">
        {icon}
        <input
          ref={input}
          id={id}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          className="combobox__input"
          spellCheck={false}
          autoComplete="off"
          placeholder={placeholder}
          data-testid={testId}
          value={text}
          {...selectAllOnTap}
          onChange={(event) => {
            onTextChange(event.currentTarget.value);
            onSelectionChange(selectionOf(event.currentTarget));
          }}
          // Typing moves the caret before React reports a selection, so both keep it.
          onSelect={(event) => onSelectionChange(selectionOf(event.currentTarget))}
          onFocus={(event) => {
            // Reached by Tab, the field has its whole text selected by now.
            onSelectionChange(selectionOf(event.currentTarget));
            onUse('focus');
          }}
          onKeyDown={(event) => {
            if (!LIST_KEYS.has(event.key)) return;
            event.preventDefault();
            onListKey(event.key);
            onUse('focus');
          }}
          onBlur={onLeave}
        />
        <ComboboxToggle labelText={toggleLabel} tabIndex={-1} onClick={() => onUse('open')} />
      </div>
      {hintClassName === undefined ? null : <p className={hintClassName} />}
    </div>
  );
}
