import './ui.css';
import { useId, useImperativeHandle, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { AnswerAnnouncement } from './AnswerAnnouncement';
import { useTypedBeforeLive } from './useTypedBeforeLive';

interface NumberFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange: (text: string) => void;
  /** Translated message shown under the field at once, and told to screen readers once typing settles; the field is marked invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** A unit such as "kg" shown after the field. */
  suffix?: ReactNode;
  /** Given the input (to focus it, say). */
  ref?: Ref<HTMLInputElement | null>;
}

/**
 * A text field for numbers. It is a plain text input on purpose: type="number" rejects "1,5" and
 * Arabic-Indic digits in most browsers, and parsing is ours (lib/parseNumber).
 */
export function NumberField({ label, value, onValueChange, error, hint, suffix, className, ref, ...input }: NumberFieldProps) {
  const id = useId();
  const typedBeforeLive = useTypedBeforeLive(value, onValueChange);
  // The input's own ref reads what was typed before the page went live: a ref given is handed the same input.
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(ref, () => typedBeforeLive.current, [typedBeforeLive]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          ref={typedBeforeLive}
          id={id}
          type="text"
          inputMode="decimal"
          // A number reads left to right in every language: under an Arabic page's rtl, "-5" would show as "5-".
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
          {...input}
        />
        {suffix ? <span className="field__suffix">{suffix}</span> : null}
      </div>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {/* The message told once typing settles: as an alert, typing «3 millones» said «not a valid abbreviation» at «mi»,
          «mill», «millo», «millon» and «millone». */}
      <AnswerAnnouncement answer={error ?? ''} />
    </div>
  );
}
