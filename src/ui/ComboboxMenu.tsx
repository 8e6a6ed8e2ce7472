import type { ComponentPropsWithRef, ReactNode } from 'react';

interface ComboboxMenuProps {
  /** The combobox library's props for the list (its id, role, label and handlers). */
  menuProps: ComponentPropsWithRef<'ul'>;
  hidden: boolean;
  children: ReactNode;
}

/** The list of the crop and pet pickers' options. */
export function ComboboxMenu({ menuProps, hidden, children }: ComboboxMenuProps) {
  // Out of the Tab order: Chrome (from version 130) and Firefox make a scrolling element with no tabindex a Tab stop,
  // so Tab from the field went to the open list, which closes as the field is left, and the focus fell to the page.
  // The field keeps the focus while the list is used (aria-activedescendant), as the combobox pattern has it.
  return (
    <ul className="combobox__menu" {...menuProps} tabIndex={-1} hidden={hidden}>
      {children}
    </ul>
  );
}
