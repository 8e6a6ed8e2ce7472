/**
 * Event props for a controlled checkbox or radio button that acts on the click itself. The browser ticks the box
 * before the click is dispatched, and when that click makes React hydrate the box at once, React takes the ticked
 * state as its starting value and reports no change: acting on the click keeps such a tick.
 */
export function onToggleClick(toggle: () => void): { onClick: () => void; onChange: () => void } {
  return {
    onClick: toggle,
    // The click does the work; without a change handler React would call the box uncontrolled.
    onChange: () => undefined,
  };
}
