import { useT } from "../../../../client/i18n/catalog";
import { FeedbackBody } from "../../../pages/FeedbackBody";

/** The answer to an owner form's post that is far larger than any form sends (413): nothing was read, try again. */
export function TooLargeBody({ back }: { back: string }) {
  const t = useT();
  return (
    <FeedbackBody
      id="owner-too-large-title"
      className="container form-page owner-page"
      title={t("owner.error.tooLarge.title")}
      text={t("owner.error.tooLarge.text")}
      back={{ href: back, label: t("owner.error.tooLarge.back") }}
    />
  );
}
