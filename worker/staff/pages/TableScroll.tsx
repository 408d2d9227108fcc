import type { ReactNode } from "react";

/**
 * A wide table on a narrow screen: it scrolls sideways in its own box (the page does not), which a
 * keyboard can reach (axe scrollable-region-focusable) and a screen reader names. The owner portal's
 * twin is worker/pages/portal/ScrollRegion.tsx.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
