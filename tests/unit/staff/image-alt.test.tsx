// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import ImageAlt from "../../../client/staff/islands/ImageAlt";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ALT = { nl: "image.alt.nl", fr: "image.alt.fr", en: "image.alt.en", de: "image.alt.de" };

afterEach(() => {
  document.body.innerHTML = "";
});

describe("picking an image in the library (ImageAlt island)", () => {
  it("fills the alt texts the library has and empties the others, then marks the image as filled here", async () => {
    document.body.innerHTML = `
      <input type="radio" name="image.url" value="/media/content/b.png" data-alt='{"nl":"Tuin","en":"Garden"}'>
      <input type="hidden" name="image._was" value="/media/content/a.png">
      ${Object.values(ALT)
        .map((name) => `<input type="text" name="${name}" value="Vorige foto">`)
        .join("")}`;
    const host = document.createElement("div");
    document.body.appendChild(host);
    const root = createRoot(host);
    await act(async () => root.render(<ImageAlt name="image.url" was="image._was" alt={ALT} />));
    const radio = document.querySelector<HTMLInputElement>('input[type="radio"]')!;
    radio.checked = true;
    radio.dispatchEvent(new Event("change", { bubbles: true }));
    const value = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;
    expect([value(ALT.nl), value(ALT.fr), value(ALT.en), value(ALT.de)]).toEqual(["Tuin", "", "Garden", ""]);
    expect(value("image._was")).toBe("/media/content/b.png");
    await act(async () => root.unmount());
  });
});
