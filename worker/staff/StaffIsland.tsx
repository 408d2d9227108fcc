import type { ReactNode } from "react";
import type { StaffIslandName } from "../../client/staff/islands/names";

/**
 * Where a staff island (client/staff/islands) takes over from the no-script markup inside it, once
 * the staff script runs. The page that shows one renders with `islands: true`.
 */
export function StaffIsland<P extends object>({ name, props, children }: { name: StaffIslandName; props: P; children: ReactNode }) {
  return (
    <div data-staff-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
