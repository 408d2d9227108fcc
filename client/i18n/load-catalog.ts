import type { Messages } from "@lingui/core";
import type { Lang } from "./languages";

/** SPEC 7: catalogue loading retries up to 5 times, waiting 350 ms and doubling the wait each time. */
export const CATALOG_RETRIES = 5;
export const CATALOG_FIRST_DELAY_MS = 350;

type Loader = () => Promise<{ messages: Messages }>;

// One lazily loaded chunk per language, so a page downloads only its own catalogue; and only the
// messages client code asks for (worker/dev/i18n/client-messages.ts): the worker renders the rest.
const loaders = import.meta.glob<{ messages: Messages }>("../../locales/*/client-messages.ts");
// What only the owner area's islands ask for, in a chunk of its own (worker/dev/i18n/client-ids.ts OWNER_CLIENT_FILE).
const ownerLoaders = import.meta.glob<{ messages: Messages }>("../../locales/*/owner-client-messages.ts");

/** The owner area's islands: a page that shows one loads the owner catalogue too. */
export const OWNER_ISLANDS: ReadonlySet<string> = new Set(["PasskeyLogin", "PasskeyManager"]);

/** Loads the client catalogue of `lang`, retrying a failed chunk load with a doubling delay. */
export async function loadCatalog(
  lang: Lang,
  load: Loader | undefined = loaders[`../../locales/${lang}/client-messages.ts`],
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Messages> {
  if (!load) throw new Error(`No catalogue for ${lang}`);
  let delay = CATALOG_FIRST_DELAY_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return (await load()).messages;
    } catch (error) {
      if (attempt >= CATALOG_RETRIES) throw error;
      await wait(delay);
      delay *= 2;
    }
  }
}

/** The messages the islands of a page need: the common catalogue of `lang`, and the owner one when an owner island shows. */
export async function loadPageCatalog(lang: Lang, islands: readonly string[]): Promise<Messages> {
  const owner = islands.some((island) => OWNER_ISLANDS.has(island));
  const [common, ownerMessages] = await Promise.all([
    loadCatalog(lang),
    owner ? loadCatalog(lang, ownerLoaders[`../../locales/${lang}/owner-client-messages.ts`]) : Promise.resolve({}),
  ]);
  return { ...common, ...ownerMessages };
}
