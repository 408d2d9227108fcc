import { useEffect } from "react";

export interface ImageAltProps {
  /** The name of the image field's radio buttons (its address). */
  name: string;
  /** The name of its "was" input: set to the picked address once its alt texts are filled here, so the server keeps what is typed after. */
  was: string;
  /** The names of its alt text inputs, by language. */
  alt: Readonly<Record<string, string>>;
}

/**
 * Fills an image field's alt texts from the library as soon as an image is picked (each radio carries
 * its image's descriptions in data-alt, only when the library has some: an undescribed image leaves
 * them as typed). A language the library does not describe is emptied. Staff may change them before
 * saving. Without the script the server does the same on save (worker/staff/content/image-choices.ts).
 * Renders nothing.
 */
export default function ImageAlt({ name, was, alt }: ImageAltProps) {
  useEffect(() => {
    const onChange = (event: Event) => {
      const radio = event.target;
      if (!(radio instanceof HTMLInputElement) || radio.type !== "radio" || radio.name !== name || !radio.dataset.alt) return;
      const texts = JSON.parse(radio.dataset.alt) as Record<string, string>;
      for (const [lang, field] of Object.entries(alt)) {
        const input = document.querySelector<HTMLInputElement>(`input[name="${CSS.escape(field)}"]`);
        // A language the library does not describe is emptied: the previous image's text would not describe this one.
        if (input) input.value = texts[lang] ?? "";
      }
      const marker = document.querySelector<HTMLInputElement>(`input[name="${CSS.escape(was)}"]`);
      if (marker) marker.value = radio.value;
    };
    document.addEventListener("change", onChange);
    return () => document.removeEventListener("change", onChange);
  }, [name, was, alt]);
  return null;
}
