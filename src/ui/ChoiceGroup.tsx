import { useId, type ReactNode } from 'react';
import { onToggleClick } from './toggleHandlers';
import './choiceGroup.css';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  /** The radio's name for screen readers when the label is too short to say it (a segment showing "2" and "+20%"). */
  accessibleName?: string;
  /** The label's language where it is not the page's (the game's names, which stay English). */
  lang?: string;
}

interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  hint?: string;
  testId?: string;
  /** The radios' name; by default one of their own. */
  name?: string;
  /** One row of joined, equal segments (for a few short choices on a phone) instead of pills that wrap. */
  segmented?: boolean;
}

/** A set of radio buttons shown as pills or segments: native radios, so arrow keys and screen readers just work. */
export function ChoiceGroup<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  hint,
  testId,
  name,
  segmented = false,
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset
      className={segmented ? 'choice-group choice-group--segmented' : 'choice-group'}
      aria-describedby={hint ? `${id}hint` : undefined}
      data-testid={testId}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              name={name ?? id}
              value={String(choice.value)}
              checked={choice.value === value}
              aria-label={choice.accessibleName}
              {...onToggleClick(() => onChange(choice.value))}
            />
            <span lang={choice.lang}>{choice.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p className="field__hint" id={`${id}hint`}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
