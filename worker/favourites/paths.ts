import type { Lang } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";

/** A favourites watch's page behind its signed token (confirm button): `/nl/favorieten/<token>/`. */
export function watchPath(lang: Lang, token: string): string {
  return `${fixedPath("favourites", lang)}${token}/`;
}

/** The watch's one-click unsubscribe address (RFC 8058: a POST stops it, a GET shows a stop button). */
export function watchStopPath(lang: Lang, token: string): string {
  return `${watchPath(lang, token)}stop/`;
}
