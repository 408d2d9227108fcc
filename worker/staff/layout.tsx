import { I18nProvider } from "@lingui/react";
import type { Context } from "hono";
import type { ReactNode } from "react";
import { useT } from "../../client/i18n/catalog";
import { clientAssets } from "../render/assets";
import { renderDocument } from "../render/html";
import { NOINDEX } from "../seo/indexing";
import type { StaffEnv } from "./env";
import { STAFF_CSS } from "./styles";

/** The staff area's sections, in the order of its menu. */
export const STAFF_SECTIONS = {
  overview: "/staff/",
  leads: "/staff/leads/",
  testimonials: "/staff/testimonials/",
  alerts: "/staff/alerts/",
  owners: "/staff/owners/",
  content: "/staff/content/",
  syncs: "/staff/syncs/",
  privacy: "/staff/privacy/",
} as const;
export type StaffSection = keyof typeof STAFF_SECTIONS;

/** The headers of every staff response: never indexed, never stored by a browser or a cache. */
export const STAFF_HEADERS: Readonly<Record<string, string>> = { "X-Robots-Tag": NOINDEX, "Cache-Control": "no-store" };

interface FrameProps {
  title: string;
  section: StaffSection | undefined;
  email: string | undefined;
  dev: boolean;
  nonce: string;
  lang: string;
  /** The page holds staff islands: link the staff script. */
  script: boolean;
  children: ReactNode;
}

function StaffFrame({ title, section, email, dev, nonce, lang, script, children }: FrameProps) {
  const t = useT();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content={NOINDEX} />
        <title>{`${title} · ${t("staff.title")}`}</title>
        <style nonce={nonce}>{STAFF_CSS}</style>
        {script && <script type="module" src={clientAssets.staffScript} nonce={nonce} />}
      </head>
      <body>
        <a className="skip" href="#main">
          {t("staff.skip")}
        </a>
        <header>
          {dev && (
            <p className="dev-banner" role="note">
              {t("staff.devBanner", { email })}
            </p>
          )}
          <p className="who">
            {t("staff.title")}
            {email ? ` · ${t("staff.signedInAs", { email })}` : ""}
          </p>
          {email && (
            <nav aria-label={t("staff.nav")}>
              <ul>
                {(Object.keys(STAFF_SECTIONS) as StaffSection[]).map((key) => (
                  <li key={key}>
                    <a href={STAFF_SECTIONS[key]} aria-current={key === section ? "page" : undefined}>
                      {t(`staff.nav.${key}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </header>
        <main id="main">
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** Renders a staff page (whole, never streamed half: these pages are small) with the staff headers. */
export function renderStaff(
  c: Context<StaffEnv>,
  page: { title: string; section?: StaffSection | undefined; body: ReactNode; status?: number; islands?: boolean },
): Promise<Response> {
  const identity = c.get("staff") as StaffEnv["Variables"]["staff"] | undefined;
  return renderDocument(
    <I18nProvider i18n={c.var.i18n}>
      <StaffFrame
        title={page.title}
        section={page.section}
        email={identity?.email}
        dev={identity?.dev ?? false}
        nonce={c.var.nonce}
        lang={c.var.lang}
        script={page.islands ?? false}
      >
        {page.body}
      </StaffFrame>
    </I18nProvider>,
    { status: page.status ?? 200, headers: { ...STAFF_HEADERS } },
  );
}
