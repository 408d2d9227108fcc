import type { Context } from "hono";
import type { Translate } from "../../../client/i18n/catalog";
import { isLang, type Lang } from "../../../client/i18n/languages";
import type { AppEnv } from "../../env";
import { postedFormData } from "../../request/read-body";
import type { StaffEnv } from "../env";

/** What the content editor's routes share about the request they answer. */
export type StaffContext = Context<StaffEnv>;

/** A posted form; a body that is not one is answered 400 (or 415) by the reader, never a 500. */
export const postedForm = (c: StaffContext): Promise<FormData> => postedFormData(c as unknown as Context<AppEnv>);

/** The staff member's catalogue as a function, for helpers that translate. */
export const translate =
  (c: StaffContext): Translate =>
  (id, values) =>
    c.var.i18n._(id, values);

/** The staff member's language, in which documents are named. */
export const staffLang = (c: StaffContext): Lang => (isLang(c.var.lang) ? c.var.lang : "en");
