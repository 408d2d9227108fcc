import { createContext, useContext } from "react";

export interface MapSettings {
  /** The validated MAP_STYLE_URL, or null for the plain style built in code (worker/site/map-style.ts). */
  styleUrl: string | null;
}

const MapSettingsContext = createContext<MapSettings>({ styleUrl: null });
export const MapSettingsProvider = MapSettingsContext.Provider;

/** What the map islands of a page are configured with (read from the environment per request). */
export function useMapSettings(): MapSettings {
  return useContext(MapSettingsContext);
}
