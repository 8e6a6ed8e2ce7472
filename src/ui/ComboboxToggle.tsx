import type { ButtonHTMLAttributes } from 'react';

/** The button that opens a combobox's list (the crop and pet pickers), with downshift's toggle props spread on it. */
export function ComboboxToggle({ labelText, ...button }: { labelText: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className="combobox__toggle" aria-label={labelText} {...button}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 9l6 6 6-6" />
      </svg>
    </button>
  );
}
