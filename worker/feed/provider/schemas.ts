/** Valibot schemas of the provider's raw JSON (Omnicasa naming); see schemas/*.ts. */
export * from "./schemas/primitives";
export * from "./schemas/media";
export * from "./schemas/property";
export * from "./schemas/lists";
export * from "./schemas/project";
export * from "./schemas/envelope";
export * from "./schemas/parse";
