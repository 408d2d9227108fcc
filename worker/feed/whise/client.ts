/**
 * The Whise client: two tokens (the user's, from `token`, then the client's, from
 * `v1/admin/clients/token`, which every estate call carries as its bearer), and `v1/estates/list`
 * paged with Limit/Offset until totalCount (fw4-bvba/whise-api src/WhiseApi.php, src/Endpoints/).
 * Transport (time-outs, retries, FeedErrors) is the providers' shared requester.
 */
import * as v from "valibot";
import type { Lang } from "../../../client/i18n/languages";
import { toAgencyWallTime } from "../../stats/agency-time";
import { collectPages, type ListResult } from "../provider/pages";
import { type ClientTuning, createRequester, retryOptions } from "../provider/http";
import { reasonOf } from "../provider/schemas/parse";
import { redactor } from "../provider/redact";
import { FeedError } from "../source";
import { ACTIVE_STATUS, DEFAULT_WHISE_LANGUAGES, PUBLIC_DISPLAY_STATUSES, WHISE_BASE_URL } from "./ids";
import { type Estate, estateListSchema, estateSchema, tokenSchema, validitySchema } from "./schemas";

/** Estates per page (Whise's clients use 50 to 100). */
export const WHISE_PAGE_SIZE = 100;

export interface WhiseClientOptions extends ClientTuning {
  baseUrl?: string | undefined;
  credentials: { user: string; password: string };
  clientId: number;
  officeId?: number | undefined;
  languages?: Record<Lang, string> | undefined;
}

export interface WhiseClient {
  /** Every public estate (projects and their units included) with its texts in `lang`; with changeSince, only those updated since. */
  listEstates(lang: Lang, options?: { changeSince?: Date | undefined; signal?: AbortSignal | undefined }): Promise<ListResult<Estate>>;
  /**
   * Another of Whise's paged lists, e.g. `v1/calendars/list`, whose answer carries its rows under
   * `key` ("calendars") with totalCount; each row is validated by `schema` (worker/owner/whise.ts).
   */
  listOf<S extends v.GenericSchema>(
    path: string,
    key: string,
    body: Record<string, unknown>,
    schema: S,
    options?: { signal?: AbortSignal | undefined },
  ): Promise<ListResult<v.InferOutput<S>>>;
  /** A lead as a Whise contact (`v1/contacts/create`); resolves to Whise's answer, rejects on a refusal. */
  createContact(contact: Record<string, unknown>, options?: { signal?: AbortSignal | undefined }): Promise<unknown>;
}

export function createWhiseClient(options: WhiseClientOptions): WhiseClient {
  const base = (options.baseUrl ?? WHISE_BASE_URL).replace(/\/+$/, "");
  const languages = options.languages ?? DEFAULT_WHISE_LANGUAGES;
  const pageSize = Math.max(1, Math.floor(options.pageSize ?? WHISE_PAGE_SIZE));
  const send = createRequester(retryOptions(options), redactor(options.credentials));
  let clientToken: Promise<string> | undefined;

  async function post(path: string, body: unknown, token: string | undefined, where: string, signal?: AbortSignal): Promise<unknown> {
    const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    const { text, fail } = await send({ method: "POST", url: `${base}/${path}`, headers, body: JSON.stringify(body), where, signal });
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw fail("protocol", "the answer is not JSON");
    }
  }

  async function token(path: string, body: unknown, bearer: string | undefined, signal?: AbortSignal): Promise<string> {
    const parsed = v.safeParse(tokenSchema, await post(path, body, bearer, path, signal));
    if (!parsed.success) throw new FeedError(`${path}: no token in the answer`, "protocol");
    return parsed.output.token;
  }

  /** The client token, asked once per client (a run); a 401 on an estate call asks it again once. */
  function authorise(signal?: AbortSignal): Promise<string> {
    clientToken ??= (async () => {
      const user = await token("token", { Username: options.credentials.user, Password: options.credentials.password }, undefined, signal);
      const body = options.officeId === undefined ? { ClientId: options.clientId } : { ClientId: options.clientId, OfficeId: options.officeId };
      return token("v1/admin/clients/token", body, user, signal);
    })();
    clientToken.catch(() => (clientToken = undefined));
    return clientToken;
  }

  /** A call with the client token; a 401 (an expired token) gets one fresh token and one more try. */
  async function authorised(path: string, body: unknown, where: string, signal?: AbortSignal): Promise<unknown> {
    // A refused login (bad credentials) fails here, once: asking again would only risk locking the account.
    const bearer = await authorise(signal);
    try {
      return await post(path, body, bearer, where, signal);
    } catch (error) {
      if (!(error instanceof FeedError) || error.status !== 401) throw error;
      clientToken = undefined;
      return post(path, body, await authorise(signal), where, signal);
    }
  }

  async function page(body: Record<string, unknown>, where: string, signal?: AbortSignal) {
    const parsed = v.safeParse(estateListSchema, await authorised("v1/estates/list", body, where, signal));
    if (!parsed.success) throw new FeedError(`${where}: not an estate list: ${reasonOf(parsed.issues)}`, "protocol");
    refuseInvalid(parsed.output, where);
    return parsed.output;
  }

  return {
    async listEstates(lang, opts = {}) {
      const filter: Record<string, unknown> = { StatusIds: [ACTIVE_STATUS], DisplayStatusIds: [...PUBLIC_DISPLAY_STATUSES], LanguageId: languages[lang] };
      if (opts.changeSince) {
        if (Number.isNaN(opts.changeSince.getTime())) throw new RangeError("changeSince is not a valid date");
        filter.UpdateDateTimeRange = { Min: toAgencyWallTime(opts.changeSince) };
      }
      return collectPages(estateSchema, pageSize, async (offset) => {
        const where = `v1/estates/list (${lang}, estates ${offset + 1}-${offset + pageSize})`;
        const answer = await page({ Filter: filter, Page: { Limit: pageSize, Offset: offset } }, where, opts.signal);
        return { rows: answer.estates, total: answer.totalCount, where };
      });
    },
    listOf(path, key, body, schema, opts = {}) {
      const answerSchema = v.object({
        ...validitySchema.entries,
        [key]: v.optional(v.array(v.unknown()), []),
        totalCount: estateListSchema.entries.totalCount,
      });
      return collectPages(schema, pageSize, async (offset) => {
        const where = `${path} (rows ${offset + 1}-${offset + pageSize})`;
        const parsed = v.safeParse(answerSchema, await authorised(path, { ...body, Page: { Limit: pageSize, Offset: offset } }, where, opts.signal));
        if (!parsed.success) throw new FeedError(`${where}: not a list: ${reasonOf(parsed.issues)}`, "protocol");
        refuseInvalid(parsed.output, where);
        const rows: unknown = (parsed.output as Record<string, unknown>)[key];
        return { rows: Array.isArray(rows) ? rows : [], total: parsed.output.totalCount, where };
      });
    },
    async createContact(contact, opts = {}) {
      const where = "v1/contacts/create";
      const answer = await authorised(where, contact, where, opts.signal);
      const parsed = v.safeParse(validitySchema, answer);
      if (parsed.success) refuseInvalid(parsed.output, where);
      return answer;
    },
  };
}

/** Whise answers a request it half understood with defaults and a validation error: that answer is not ours. */
function refuseInvalid(answer: v.InferOutput<typeof validitySchema>, where: string): void {
  if (answer.isValidRequest && answer.validationErrors.length === 0) return;
  const reasons = answer.validationErrors.map((error) => [error.code, error.message].filter(Boolean).join(": ")).join("; ");
  throw new FeedError(`${where}: the request was refused: ${reasons || "invalid request"}`, "provider");
}
