import { mergeAttributes, Node } from "@tiptap/core";
import { linkAddress, targetName, type LinkTarget, type RouteChoice } from "./link-target";

export interface LinkBlockOptions {
  /** The pages a link may go to: a pasted link naming another is a plain paragraph. */
  routes: readonly RouteChoice[];
}

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    linkBlock: {
      /** Makes each block of the selection a link to a page (route) or an address (href), out of any list. */
      setLinkBlock: (target: LinkTarget) => ReturnType;
    };
  }
}

const attribute = (element: HTMLElement, name: string): string | null => element.getAttribute(name) || null;

/**
 * A whole paragraph that is a link (the content's `link` block): plain text and a target, a page of
 * the site or an https, mailto or tel address. Shown as a paragraph that names its target; a link
 * pasted from elsewhere (an <a> in a paragraph) stays plain text, since an address must be chosen.
 */
export const LinkBlock = Node.create<LinkBlockOptions>({
  name: "linkBlock",
  content: "text*",
  marks: "",
  defining: true,

  addOptions() {
    return { routes: [] };
  },

  addAttributes() {
    return {
      route: { default: null, parseHTML: (element) => attribute(element, "data-route"), renderHTML: ({ route }) => (route ? { "data-route": route } : {}) },
      href: { default: null, parseHTML: (element) => attribute(element, "data-href"), renderHTML: ({ href }) => (href ? { "data-href": href } : {}) },
    };
  },

  parseHTML() {
    return [
      {
        tag: "p[data-link-block]",
        // Before the paragraph's own `p` rule, so a link block copied in the editor pastes as one.
        priority: 60,
        getAttrs: (element) => {
          const route = attribute(element, "data-route");
          const href = attribute(element, "data-href");
          if (route && this.options.routes.some((choice) => choice.key === route)) return null;
          return href && linkAddress(href) === href ? null : false;
        },
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    const target = {
      route: typeof node.attrs.route === "string" ? node.attrs.route : null,
      href: typeof node.attrs.href === "string" ? node.attrs.href : null,
    };
    return ["p", mergeAttributes(HTMLAttributes, { "data-link-block": "", "data-target": targetName(target, this.options.routes) }), 0];
  },

  addCommands() {
    return {
      setLinkBlock:
        (target) =>
        ({ commands }) =>
          commands.setNode(this.name, target),
    };
  },
});
