import type { Messages } from "@lingui/core";
import type { Lang } from "./languages";

/** SPEC 7: catalogue loading retries up to 5 times, waiting 350 ms and doubling the wait each time. */
export const CATALOG_RETRIES = 5;
export const CATALOG_FIRST_DELAY_MS = 350;

type Loader = () => Promise<{ messages: Messages }>;

// One lazily loaded chunk per language, so a page downloads only its own catalogue; and only the
// messages client code asks for (worker/dev/i18n/client-messages.ts): the worker renders the rest.
const loaders = import.meta.glob<{ messages: Messages }>("../../locales/*/client-messages.ts");

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
