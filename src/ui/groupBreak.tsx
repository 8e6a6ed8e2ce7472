/**
 * The place a long number may go on to the next line, after a digit group. Hidden from screen readers: Chromium names
 * a table cell holding `1,<wbr>000,<wbr>000` «1, 000, 000», a space at each break, which a screen reader moving through
 * the table may read as three numbers; hidden, the `<wbr>` leaves the name «1,000,000», and lines still break at it.
 * Made when a number is written, not as the module loads: home's start-up evaluates this module.
 */
export const groupBreak = () => <wbr aria-hidden="true" />;
