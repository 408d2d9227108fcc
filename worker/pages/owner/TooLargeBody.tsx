import { useT } from "../../../client/i18n/catalog";

/** The answer to an owner form's post that is far larger than any form sends (413): nothing was read, try again. */
export function TooLargeBody({ back }: { back: string }) {
  const t = useT();
  return (
    <section className="container form-page owner-page" aria-labelledby="owner-too-large-title">
      <h1 id="owner-too-large-title">{t("owner.error.tooLarge.title")}</h1>
      <p>{t("owner.error.tooLarge.text")}</p>
      <p>
        <a href={back}>{t("owner.error.tooLarge.back")}</a>
      </p>
    </section>
  );
}
