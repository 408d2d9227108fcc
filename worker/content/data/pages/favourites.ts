import { LATER_PAGE_IDS } from "../articles/ids";
import { metadata, page, titles } from "./shared";

const title = { nl: "Mijn favorieten", fr: "Mes favoris", en: "My favourites", de: "Meine Favoriten" };

/** The favourites page (issue 41): its title and description are the agency's; the list and comparison are the code's. */
export const favourites = page({
  id: LATER_PAGE_IDS.favourites,
  name: "favourites",
  route: "favourites",
  sort: LATER_PAGE_IDS.favourites,
  inMenu: false,
  params: {
    title: titles(title),
    showBreadCrumb: false,
    showPageBanner: false,
    metadata: metadata({
      nl: { title: title.nl, description: "De panden die u bewaarde, naast elkaar vergeleken, om te delen met wie mee zoekt." },
      fr: { title: title.fr, description: "Les biens que vous avez gardés, comparés côte à côte, à partager avec qui cherche avec vous." },
      en: { title: title.en, description: "The properties you saved, compared side by side, to share with whoever is looking with you." },
      de: { title: title.de, description: "Die Immobilien, die Sie gemerkt haben, nebeneinander verglichen, zum Teilen mit Ihren Mitsuchenden." },
    }),
    // The list, the comparison and the mail form are rendered by the favourites area itself.
    modules: [],
  },
});
