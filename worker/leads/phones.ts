import metadata from "libphonenumber-js/min/metadata";
import { displayPhone, phoneReader } from "../../client/domain/phone-rules";

/** Every country's phone rules (libphonenumber's min set): the numbers a form accepts, as the worker reads them. */
export const readPhone = phoneReader(metadata);

/** A stored number as the agency reads it in a mail or on a screen: Belgian grouped (SPEC 5), others international. */
export const showPhone = (stored: string | null | undefined): string => displayPhone(stored, metadata);

/** A stored number as a `tel:` link dials it. */
export const dialPhone = (stored: string): string => stored.replace(/[^+\d]/g, "");
