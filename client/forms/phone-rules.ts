import metadata from "libphonenumber-js/min/metadata";
import { phoneReader } from "../domain/phone-rules";

/**
 * Every country's phone rules, for the LeadForm island: its own chunk, loaded when a visitor starts on
 * a form. The site's build leaves out the formats, which only formatting uses (vite.config.ts).
 */
export const readPhone = phoneReader(metadata);
