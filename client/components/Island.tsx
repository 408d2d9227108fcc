import type { ComponentType } from "react";
import type { IslandName } from "../islands/names";

/**
 * Server-side marker around an island: the real component is rendered inside, and the browser entry
 * hydrates it from the name and the JSON props. Props must be plain data (they cross as JSON).
 */
export function Island<P extends object>({ name, component: Component, props }: { name: IslandName; component: ComponentType<P>; props: P }) {
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
