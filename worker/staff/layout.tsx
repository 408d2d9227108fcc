import { I18nProvider } from "@lingui/react";
import type { Context } from "hono";
import type { ReactNode } from "react";
import { useT } from "../../client/i18n/catalog";
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from "../../client/i18n/languages";
import { clientAssets } from "../render/assets";
import { renderDocument } from "../render/html";
import { NOINDEX } from "../seo/indexing";
import type { StaffEnv } from "./env";
import { languageSwitchHref } from "./language";
import type { StaffRole } from "../db/staff-role";
import { sectionsOf } from "./roles";
import { STAFF_SECTIONS, type StaffSection } from "./sections";
import { STAFF_CSS } from "./styles";

export { STAFF_SECTIONS, type StaffSection } from "./sections";

/** The headers of every staff response: never indexed, never stored by a browser or a cache. */
export const STAFF_HEADERS: Readonly<Record<string, string>> = { "X-Robots-Tag": NOINDEX, "Cache-Control": "no-store" };

interface FrameProps {
  title: string;
  section: StaffSection | undefined;
  email: string | undefined;
  role: StaffRole | undefined;
  dev: boolean;
  nonce: string;
  lang: string;
  /** The page the language switch returns to. */
  back: string;
  /** The page holds staff islands: link the staff script. */
  script: boolean;
  children: ReactNode;
}

/** The four languages in their own names, the current one marked; each link remembers the choice and comes back to this page. */
function LanguageSwitch({ lang, back }: { lang: string; back: string }) {
  const t = useT();
  return (
    <nav className="languages" aria-label={t("staff.language")}>
      <ul>
        {LANGUAGES.map((code: Lang) => (
          <li key={code}>
            <a href={languageSwitchHref(code, back)} lang={code} hrefLang={code} aria-current={code === lang ? "true" : undefined}>
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StaffFrame({ title, section, email, role, dev, nonce, lang, back, script, children }: FrameProps) {
  const t = useT();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content={NOINDEX} />
        <title>{`${title} · ${t("staff.title")}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
          <div className="top">
            <p className="who">
              {t("staff.title")}
              {email ? ` · ${t("staff.signedInAs", { email })}` : ""}
              {role ? ` · ${t(`staff.role.${role}`)}` : ""}
            </p>
            {/* Nobody signed in (the refusal page): the switch would answer them 403 too. */}
            {email && <LanguageSwitch lang={lang} back={back} />}
          </div>
          {email && role && (
            <nav aria-label={t("staff.nav")}>
              <ul>
                {sectionsOf(role).map((key) => (
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

/** The page the language switch comes back to: this one for a page, its section's (or the overview) after a post. */
function backOf(c: Context<StaffEnv>, section: StaffSection | undefined): string {
  if (c.req.method === "GET") {
    const url = new URL(c.req.url);
    return `${url.pathname}${url.search}`;
  }
  return section ? STAFF_SECTIONS[section] : STAFF_SECTIONS.overview;
}

/** Renders a staff page (whole, never streamed half: these pages are small) with the staff headers. */
export function renderStaff(
  c: Context<StaffEnv>,
  page: { title: string; section?: StaffSection | undefined; body: ReactNode; status?: number; islands?: boolean },
): Promise<Response> {
  const identity = c.get("staff") as StaffEnv["Variables"]["staff"] | undefined;
  const role = c.get("staffRole") as StaffRole | undefined;
  return renderDocument(
    <I18nProvider i18n={c.var.i18n}>
      <StaffFrame
        title={page.title}
        section={page.section}
        email={identity?.email}
        role={role}
        dev={identity?.dev ?? false}
        nonce={c.var.nonce}
        lang={c.var.lang}
        back={backOf(c, page.section)}
        script={page.islands ?? false}
      >
        {page.body}
      </StaffFrame>
    </I18nProvider>,
    { status: page.status ?? 200, headers: { ...STAFF_HEADERS } },
  );
}
