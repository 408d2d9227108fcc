import type { ReactNode } from "react";

/**
 * A wide table on a narrow screen: it scrolls sideways in its own box (the page does not), which a
 * keyboard can reach and a screen reader names.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
