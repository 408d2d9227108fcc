import { createContext, type ComponentType } from "react";
import type { IslandName } from "../islands/names";

/**
 * The inner HTML of an island, from its name, component and props as JSON. The worker provides one
 * that remembers it (worker/render/island-html.tsx); the browser provides none and renders the component.
 */
export type IslandHtml = (name: IslandName, component: ComponentType<object>, json: string) => string | undefined;

export const IslandHtmlContext = createContext<IslandHtml | null>(null);
