/**
 * The favourites area (issue 41, section 2): the favourites page of each language
 * (`/nl/favorieten/`, `?ids=1,2,3` the list, `&compare=1,2` two to four side by side), its
 * "tell me when something changes" form (a post to the same address: double opt-in by mail), and,
 * outside the preview copy, the watch's pages behind the signed links of its mails: confirm
 * (`/nl/favorieten/{token}/`) and the one-click stop (`…/{token}/stop/`).
 */
import { Hono, type Context } from "hono";
import type { ReactNode } from "react";
import { bodyLimit } from "hono/body-limit";
import { favouritesHref, parseFavouritesQuery, type FavouritesQuery } from "../../client/domain/favourites";
import { parseWatchForm } from "../../client/forms/favourites-watch-form";
import { FORM_CONTEXT } from "../../client/forms/guards";
import type { Lang } from "../../client/i18n/languages";
import { CODE_SLUGS, fixedPath, pathFor } from "../../client/i18n/routes";
import { pageByRoute } from "../content";
import type { AppEnv } from "../env";
import { readLink } from "../leads/signed-link";
import { formStamp } from "../leads/form-stamp";
import { screenPost } from "../leads/screen";
import { overAnyLimit, overStoreLimit } from "../leads/post-limits";
import { watchPath, watchStopPath } from "../favourites/paths";
import type { FavouriteWatch } from "../favourites/watches";
import { FavouritesBody } from "../pages/favourites/FavouritesBody";
import type { ComparedListing, FavouriteEntry, FavouritesView } from "../pages/favourites/model";
import type { WatchFormProps } from "../pages/favourites/WatchForm";
import { WatchConfirmBody, WatchSentBody } from "../pages/favourites/WatchPages";
import { renderNotFound } from "../render/not-found";
import { renderPage } from "../render/page";
import { ALERT_TOKEN_PATTERN } from "./alerts";
import { shownAt, type SiteArea } from "./area";
import { alternatesIn } from "./content-page";
import { captchaOf, postedValues } from "./lead-submission";
import { oneClickStop } from "./one-click-stop";

const NO_STORE = { "Cache-Control": "no-store" } as const;
/** An address, the consent and up to MAX_FAVOURITES ids fit in far less. */
const MAX_WATCH_BYTES = 8 * 1024;
const MAX_LINK_POST_BYTES = 4 * 1024;
const limited = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.text("Payload Too Large", 413) });

/** The listed and compared listings of a query, from the request's snapshot; gone ones with their last recorded state. */
async function viewOf(c: Context<AppEnv>, lang: Lang, query: FavouritesQuery | "invalid" | undefined): Promise<FavouritesView> {
  const { services } = c.var;
  const path = fixedPath("favourites", lang);
  if (query === undefined || query === "invalid") return { ids: undefined, invalid: query === "invalid", entries: [], compared: [], shareUrl: null, path };
  const index = await services.listings.index(lang);
  const byId = new Map((index?.properties ?? []).map((item) => [item.id, item] as const));
  const entries: FavouriteEntry[] = [];
  for (const id of query.ids) {
    const item = byId.get(id);
    if (item) entries.push({ kind: "listed", item });
    else {
      const history = await services.repos.listingHistory.of(id).catch(() => []);
      const last = history.at(-1);
      entries.push({ kind: "gone", id, last: last ? { status: last.status, price: last.price, priceUnit: last.priceUnit, changedAt: last.changedAt } : null });
    }
  }
  const compared: ComparedListing[] = [];
  if (index)
    for (const id of query.compare) {
      const item = byId.has(id) ? await services.listings.property(index, id) : null;
      if (item) compared.push({ number: compared.length + 1, item });
    }
  return {
    ids: query.ids,
    invalid: false,
    entries,
    compared: compared.length >= 2 ? compared : [],
    shareUrl: new URL(favouritesHref(path, query.ids), services.origin).toString(),
    path,
  };
}

interface WatchState {
  email?: string;
  errors?: WatchFormProps["errors"];
  failure?: string;
  status?: number;
}

/** The favourites page: the list of `?ids=`, the comparison, the share links and the watch form (or a refused post's answer). */
async function renderFavourites(c: Context<AppEnv>, area: SiteArea, query: FavouritesQuery | "invalid" | undefined, state?: WatchState): Promise<Response> {
  const { services, i18n, enabledLanguages } = c.var;
  const { lang } = area;
  const page = pageByRoute("favourites", services.content);
  const title = page?.params.title[lang].text ?? i18n._("favourites.title");
  const description = page?.params.metadata[lang].metadataDescription ?? i18n._("favourites.empty");
  const view = await viewOf(c, lang, query);
  const path = fixedPath("favourites", lang);
  const listed = view.ids !== undefined && view.entries.length > 0;
  const secret = services.config.formSecret;
  const watch: WatchFormProps | null = listed
    ? {
        action: path,
        hidden: {
          [FORM_CONTEXT.page]: path,
          ids: view.ids!.join(","),
          ...(secret && !area.preview ? { [FORM_CONTEXT.stamp]: await formStamp(secret, Date.now()) } : {}),
        },
        privacyPath: pathFor(services.links.slugs, "privacy", lang),
        email: state?.email,
        errors: state?.errors,
        failure: state?.failure,
      }
    : null;
  const own = (code: Lang) => (view.ids ? favouritesHref(fixedPath("favourites", code), view.ids) : fixedPath("favourites", code));
  return renderPage(c, {
    ...shownAt(
      area,
      view.ids
        ? favouritesHref(
            path,
            view.ids,
            view.compared.map((listing) => listing.item.id),
          )
        : path,
      alternatesIn(enabledLanguages, own),
    ),
    status: state?.status ?? (query === "invalid" ? 400 : 200),
    // A list someone shared is theirs, not a page of the site: never indexed; the empty page may be.
    meta: {
      title: page?.params.metadata[lang].metadataTitle ?? title,
      description,
      canonicalPath: path,
      xDefaultPath: path,
      noindex: view.ids !== undefined || query === "invalid",
    },
    body: <FavouritesBody view={view} title={title} watch={watch} />,
    // The list is the same for everyone who opens its link (the edge cache may keep it); a form's answer is not.
    ...(state ? { headers: NO_STORE } : {}),
  });
}

/**
 * GET: the page. Checkboxes send `compare` once per listing: answered with the one address that
 * compares them (`compare=1,2`), or with the list alone when fewer than two were ticked. So the only
 * `compare` a page is ever rendered (and kept by the edge cache, whose key reads a parameter's first
 * value) for is one that compares two to four listings.
 */
async function showFavourites(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const compare = c.req.queries("compare") ?? [];
  const query = parseFavouritesQuery(c.req.query("ids"), compare);
  if (compare.length > 0 && query !== "invalid" && query !== undefined && (compare.length > 1 || compare[0] !== query.compare.join(",")))
    return c.redirect(favouritesHref(fixedPath("favourites", area.lang), query.ids, query.compare), 303);
  return renderFavourites(c, area, query);
}

/**
 * POST: "tell me when something changes". Screened like every form (captcha, honeypot, fill time,
 * rate limits), then an unconfirmed watch is stored and its confirmation mail queued. The visitor
 * reads the same answer whether the address was new or already watching these listings.
 */
async function postWatch(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const { services } = c.var;
  const values = await postedValues(c);
  const parsed = parseWatchForm(values);
  if (parsed === "invalid-ids") return renderFavourites(c, area, "invalid", { status: 400 });
  const query: FavouritesQuery = { ids: parsed.ids ?? [], compare: [] };
  const typed = { email: values.email ?? "" };
  const now = Date.now();
  const solved = await captchaOf(c, values[FORM_CONTEXT.captcha] ?? "");
  if (solved === "refused") return renderFavourites(c, area, query, { ...typed, failure: "form.captcha.invalid", status: 422 });
  const captcha = await screenPost(values, services.config.formSecret, now, solved !== "absent");
  if (await overAnyLimit(c, [services.rateLimits.form])) return renderFavourites(c, area, query, { ...typed, failure: "form.rateLimited.title", status: 429 });
  if (captcha === "expired") return renderFavourites(c, area, query, { ...typed, failure: "form.stamp.expired", status: 422 });
  if (!parsed.ok) return renderFavourites(c, area, query, { ...typed, errors: parsed.errors, status: 422 });
  if (await overStoreLimit(c, captcha)) return renderFavourites(c, area, query, { ...typed, failure: "form.rateLimited.title", status: 429 });
  if (!services.config.formSecret) return renderFavourites(c, area, query, { ...typed, failure: "form.storeFailed", status: 503 });
  // A robot's post is answered as a success and leaves nothing (worker/leads/screen.ts).
  if (captcha !== "spam") {
    try {
      const { watch, created } = await services.repos.favouriteWatches.create(parsed.email, area.lang, parsed.ids);
      // The watch is safe in D1; a lost message leaves it unconfirmed, and the visitor may ask again.
      if (created || watch.state === "unconfirmed")
        await services.enqueueWatchConfirm(watch.id).catch((error: unknown) => console.error("favourites watch confirmation not queued", watch.id, error));
    } catch (error) {
      console.error("favourites watch not stored", error);
      return renderFavourites(c, area, query, { ...typed, failure: "form.storeFailed", status: 503 });
    }
  }
  return watchPage(
    c,
    area,
    fixedPath("favourites", area.lang),
    c.var.i18n._("favourites.watch.sent.title"),
    <WatchSentBody backPath={favouritesHref(fixedPath("favourites", area.lang), parsed.ids)} />,
  );
}

/** A page about a watch: never indexed, never stored by any cache. */
function watchPage(c: Context<AppEnv>, area: SiteArea, path: string, title: string, body: ReactNode): Promise<Response> {
  return renderPage(c, {
    ...shownAt(area, path, {}),
    meta: { title, description: title, canonicalPath: path, xDefaultPath: path, noindex: true },
    body,
    withoutPopup: true,
    headers: { ...NO_STORE, "Referrer-Policy": "no-referrer" },
  });
}

/** The watch a mail's signed token names; undefined for a bad token or an erased address. */
async function watchOf(c: Context<AppEnv>, token: string): Promise<FavouriteWatch | undefined> {
  const id = await readLink(c.var.services.config.formSecret, "favourites", token);
  return id ? c.var.services.repos.favouriteWatches.byId(id) : undefined;
}

/** The confirm page: GET shows the button (mail scanners open links), POST confirms (double opt-in). */
async function confirmPage(c: Context<AppEnv>, area: SiteArea, act: boolean): Promise<Response> {
  const token = c.req.param("token") ?? "";
  const found = await watchOf(c, token);
  if (!found) return renderNotFound(c, { title: c.var.i18n._("favourites.watch.notFound") });
  const watch = act ? ((await c.var.services.repos.favouriteWatches.confirm(found.id)) ?? found) : found;
  const state = watch.state === "active" ? "confirmed" : watch.state === "stopped" ? "stopped" : "ask";
  const title = c.var.i18n._(
    state === "confirmed" ? "favourites.watch.confirmed.title" : state === "stopped" ? "favourites.watch.stopped.title" : "favourites.watch.confirm.title",
  );
  const listPath = favouritesHref(fixedPath("favourites", area.lang), watch.propertyIds);
  return watchPage(
    c,
    area,
    watchPath(area.lang, token),
    title,
    <WatchConfirmBody
      state={state}
      email={watch.email}
      count={watch.propertyIds.length}
      action={watchPath(area.lang, token)}
      listPath={listPath}
      stopPath={watchStopPath(area.lang, token)}
    />,
  );
}

/** The favourites page of one language, its watch form, and the watch's confirm and stop pages. */
export function favourites(area: SiteArea) {
  const page = area.paths.page("favourites");
  const app = new Hono<AppEnv>().get(page, (c) => showFavourites(c, area)).post(page, limited(MAX_WATCH_BYTES), (c) => postWatch(c, area));
  if (area.preview) return app;
  const confirm = `${page}:token{${ALERT_TOKEN_PATTERN}}/`;
  app.get(confirm, (c) => confirmPage(c, area, false)).post(confirm, limited(MAX_LINK_POST_BYTES), (c) => confirmPage(c, area, true));
  app.route(
    "/",
    oneClickStop<FavouriteWatch>(area, {
      segment: CODE_SLUGS.favourites,
      pathOf: watchStopPath,
      subjectOf: watchOf,
      isStopped: async (_c, watch) => watch.state === "stopped",
      stop: async (c, watch) => void (await c.var.services.repos.favouriteWatches.stop(watch.id)),
      words: {
        title: "favourites.watch.stop.title",
        text: "favourites.watch.stop.text",
        button: "favourites.watch.stop.button",
        stopped: "favourites.watch.stop.done",
        notFound: "favourites.watch.notFound",
      },
    }),
  );
  return app;
}
