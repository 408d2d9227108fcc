import { Fragment } from "react";
import type { Block } from "./block-text";
import { targetName, type RouteChoice } from "./link-target";

const lines = (text: string) =>
  text.split("\n").map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));

/**
 * The blocks as the editor shows them (the same elements as rich-text-schema.ts renders, so nothing
 * moves when the editor takes over), until staff first reach for the field.
 */
export function RichTextPreview({ blocks, routes }: { blocks: readonly Block[]; routes: readonly RouteChoice[] }) {
  // The editor's empty document: one empty paragraph, one line high.
  if (blocks.length === 0)
    return (
      <p>
        <br />
      </p>
    );
  return blocks.map((block, index) => {
    switch (block.type) {
      case "p":
        return <p key={index}>{lines(block.text)}</p>;
      case "h2":
        return <h2 key={index}>{lines(block.text)}</h2>;
      case "h3":
        return <h3 key={index}>{lines(block.text)}</h3>;
      case "ul":
        return (
          <ul key={index}>
            {block.items.map((item, at) => (
              <li key={at}>
                <p>{item}</p>
              </li>
            ))}
          </ul>
        );
      case "link": {
        const target = "route" in block.link ? { route: block.link.route, href: null } : { route: null, href: block.link.href };
        return (
          <p key={index} data-link-block="" data-target={targetName(target, routes)}>
            {block.text}
          </p>
        );
      }
    }
  });
}
