import { useContext, type ComponentType } from "react";
import type { IslandName } from "../islands/names";
import { IslandHtmlContext } from "./island-html";

/**
 * Server-side marker around an island: the real component is rendered inside, and the browser entry
 * hydrates it from the name and the JSON props. Props must be plain data (they cross as JSON).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  personal = false,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** Props that hold what a visitor typed or their account: rendered in place, never kept in the worker's memory. */
  personal?: boolean;
}) {
  const json = JSON.stringify(props);
  const memory = useContext(IslandHtmlContext);
  const html = personal ? undefined : memory?.(name, Component as ComponentType<object>, json);
  if (html !== undefined) return <div className="island" data-island={name} data-props={json} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className="island" data-island={name} data-props={json}>
      <Component {...props} />
    </div>
  );
}
