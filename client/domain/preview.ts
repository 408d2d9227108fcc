/**
 * Preview pages (SPEC 2 and 4): a path that contains "preview" anywhere, in any case, is a preview;
 * the cookie dialog is hidden there. A substring test on purpose: "/nl/preview-home/" counts too.
 */
export function isPreviewPath(path: string | null | undefined): boolean {
  return typeof path === "string" && path.toLowerCase().includes("preview");
}
