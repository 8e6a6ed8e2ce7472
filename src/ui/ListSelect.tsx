/** One choice a list select offers: the value it sets and its words (`lang`: theirs, where not the page's). */
export interface ListChoice<T extends string> {
  value: T;
  label: string;
  lang?: string;
}

/**
 * A list's filter or order as a labelled select. `all`: the first option, which sets no filter (its value is ''); a
 * value the choices do not hold (an edited page) reads as that one too. `onChange` gets only a value it offered.
 */
export function ListSelect<T extends string>({
  label,
  value,
  choices,
  all,
  onChange,
  testId,
}: {
  label: string;
  value: T | '';
  choices: readonly ListChoice<T>[];
  all?: string;
  onChange: (value: T | '') => void;
  testId?: string;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(choices.find((choice) => choice.value === event.target.value)?.value ?? '')}
        data-testid={testId}
      >
        {all === undefined ? null : <option value="">{all}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
