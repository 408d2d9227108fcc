import type { ReactNode } from "react";

/**
 * A wide table's own scrolling box, so a phone scrolls the table and never the page. It takes the
 * focus so keyboard users can scroll it (axe scrollable-region-focusable), named by the table's caption
 * (or its section's heading). The owner portal and the staff area use it alike.
 */
export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" tabIndex={0} role="group" aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
