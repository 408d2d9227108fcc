import { useEffect } from "react";
import { proposeSlug } from "../../domain/slug";
import type { Lang } from "../../i18n/languages";

export interface AddressFillProps {
  /** Each language's title input and the address input it proposes, by element id. */
  pairs: { lang: Lang; title: string; path: string }[];
}

/**
 * Fills a new page's address in each language from its title while the title is typed (SPEC 2's slug
 * rule), until the address is changed by hand. Nothing of its own on screen: without the script the
 * server proposes the address from the title when it is left empty.
 */
export default function AddressFill({ pairs }: AddressFillProps) {
  useEffect(() => {
    const cleanups = pairs.map(({ lang, title, path }) => {
      const titleInput = document.getElementById(title);
      const pathInput = document.getElementById(path);
      if (!(titleInput instanceof HTMLInputElement) || !(pathInput instanceof HTMLInputElement)) return () => {};
      // An address already typed (a form shown again) or changed by hand is left as it is.
      let proposed = pathInput.value === "" || pathInput.value === proposeSlug(titleInput.value, lang) ? pathInput.value : null;
      const onTitle = () => {
        if (proposed === null || pathInput.value !== proposed) return;
        proposed = proposeSlug(titleInput.value, lang);
        pathInput.value = proposed;
      };
      const onPath = () => {
        proposed = pathInput.value === "" ? "" : null;
      };
      titleInput.addEventListener("input", onTitle);
      pathInput.addEventListener("input", onPath);
      return () => {
        titleInput.removeEventListener("input", onTitle);
        pathInput.removeEventListener("input", onPath);
      };
    });
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [pairs]);
  return null;
}
