import manifest from "../../dist/client/.vite/manifest.json";
import staffManifest from "../../dist/client/.vite/staff-manifest.json";

interface ManifestEntry {
  file: string;
  css?: string[];
}

const entries = manifest as Record<string, ManifestEntry>;
/** The staff area's script is a build of its own (`vite build --mode staff`, vite.config.ts). */
const staffEntries = staffManifest as Record<string, ManifestEntry>;

function fileOf(source: string, from = entries): string {
  const entry = from[source];
  if (!entry) throw new Error(`${source} is missing from the client build: run npm run build`);
  return `/${entry.file}`;
}

/** The stylesheets an island's chunk brings (its own and its libraries'), for a page to link before the island loads. */
function stylesheetsOf(source: string): string[] {
  return (entries[source]?.css ?? []).map((file) => `/${file}`);
}

/** Content-hashed addresses of the client bundle, read from Vite's manifest at build time. */
export const clientAssets = {
  script: fileOf("client/entry.tsx"),
  /** The staff area's islands (client/staff/entry.tsx): only staff pages that show one link it. */
  staffScript: fileOf("client/staff/entry.tsx", staffEntries),
  stylesheet: fileOf("client/styles/site.css"),
  galleryStylesheets: stylesheetsOf("client/islands/Gallery.tsx"),
};
