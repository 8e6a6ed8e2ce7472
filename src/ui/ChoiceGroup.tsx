import { useId, type ReactNode } from 'react';
import { onToggleClick } from './toggleHandlers';
import './choiceGroup.css';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
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
}

/** A set of radio buttons shown as a row of pills: native radios, so arrow keys and screen readers just work. */
export function ChoiceGroup<T extends string | number>({ legend, choices, value, onChange, hint, testId, name }: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="choice-group" aria-describedby={hint ? `${id}hint` : undefined} data-testid={testId}>
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              name={name ?? id}
              value={String(choice.value)}
              checked={choice.value === value}
              {...onToggleClick(() => onChange(choice.value))}
            />
            <span>{choice.label}</span>
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
