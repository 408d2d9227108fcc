import type { Block } from "../../content/schema";
import { usePage } from "../context";
import { hrefOf, isExternal } from "../links";

/** Rich text from the content: plain blocks, escaped by React, never raw HTML. */
export function Blocks({ blocks, headingOffset = 0 }: { blocks: Block[]; headingOffset?: 0 | 1 }) {
  const { lang, links } = usePage();
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "p":
            return <p key={index}>{block.text}</p>;
          case "h2":
            return headingOffset ? <h3 key={index}>{block.text}</h3> : <h2 key={index}>{block.text}</h2>;
          case "h3":
            return headingOffset ? <h4 key={index}>{block.text}</h4> : <h3 key={index}>{block.text}</h3>;
          case "ul":
            return (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case "link":
            return (
              <p key={index}>
                <a href={hrefOf(block.link, links, lang)} {...(isExternal(block.link) ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                  {block.text}
                </a>
              </p>
            );
        }
      })}
    </>
  );
}
