import type { ComponentPropsWithRef, ReactNode } from 'react';

interface ComboboxOptionProps {
  /** The combobox library's props for the option (its id, role, selection state and handlers). */
  itemProps: ComponentPropsWithRef<'li'>;
  icon: ReactNode;
  name: string;
  details: string;
  highlighted: boolean;
  selected: boolean;
}

/** One option of the crop and pet pickers: an icon, the game's name and a line of details. */
export function ComboboxOption({ itemProps, icon, name, details, highlighted, selected }: ComboboxOptionProps) {
  const className = [
    'combobox-option',
    highlighted ? 'combobox-option--highlighted' : '',
    selected ? 'combobox-option--selected' : '',
  ].join(' ');
  return (
    <li className={className} {...itemProps}>
      {icon}
      <span className="combobox-option__text">
        <span className="combobox-option__name">{name}</span>
        <span className="combobox-option__details">{details}</span>
      </span>
    </li>
  );
}
