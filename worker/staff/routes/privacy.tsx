import { Hono, type Context } from "hono";
import * as v from "valibot";
import { forgetContentPointer } from "../../content/published";
import { type erasePerson, TestimonialStillShown } from "../../privacy/erase";
import type { ListingName } from "../../privacy/plan";
import type { StaffEnv } from "../env";
import { renderStaff } from "../layout";
import { PrivacyBody, type PrivacyState } from "../pages/Privacy";
import { postedForm } from "./content-context";
import { textFields } from "../../request/read-body";

const EmailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email());

async function postedEmail(c: Context<StaffEnv>): Promise<{ email: string | undefined; raw: string; confirmed: boolean }> {
  const form = textFields(await postedForm(c));
  const raw = typeof form.email === "string" ? form.email : "";
  const parsed = v.safeParse(EmailSchema, raw);
  return { email: parsed.success ? parsed.output : undefined, raw, confirmed: form.confirm === "yes" };
}

/**
 * How the confirmation names a listing an owner account may see: "title (ref. …)" for a property, the
 * name and town for a project, as the current snapshot has them in the staff's language; undefined for
 * one it no longer publishes (or when the listings cannot be read: the lines then say so).
 */
async function listingNames(c: Context<StaffEnv>): Promise<ListingName> {
  const t = c.var.i18n;
  try {
    const index = await c.var.services.listings.index(c.var.lang);
    const properties = new Map(
      index?.properties.map((property) => [property.id, t._("staff.privacy.plan.propertyName", { title: property.title, reference: property.reference })]),
    );
    const projects = new Map(index?.projects.map((project) => [project.id, t._("staff.privacy.plan.projectName", { name: project.name, city: project.city })]));
    return (kind, id) => (kind === "property" ? properties : projects).get(id);
  } catch (error) {
    console.warn("staff privacy: listing names unavailable", error instanceof Error ? error.message : error);
    return () => undefined;
  }
}

const page = (c: Context<StaffEnv>, state: PrivacyState, status = 200) =>
  renderStaff(c, { title: c.var.i18n._("staff.nav.privacy"), section: "privacy", body: <PrivacyBody state={state} />, status });

/**
 * A person's data by address: a JSON download, or erasure. Erasing takes two posts: the first shows
 * what the address has and asks for a ticked confirmation, the second (with it) erases.
 */
export const staffPrivacy = new Hono<StaffEnv>()
  .get("/staff/privacy/", (c) => page(c, { step: "form" }))
  .post("/staff/privacy/export/", async (c) => {
    const { email, raw } = await postedEmail(c);
    if (!email) return page(c, { step: "form", email: raw, invalid: true }, 422);
    const data = await c.var.services.repos.privacy.exportPerson(email);
    console.info("staff: personal data exported", c.var.staff.email);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="personal-data-${email.replace(/[^\w.@-]/g, "_")}.json"`,
      },
    });
  })
  .post("/staff/privacy/erase/", async (c) => {
    const { email, raw, confirmed } = await postedEmail(c);
    if (!email) return page(c, { step: "form", email: raw, invalid: true }, 422);
    const confirm = async (stillShown: boolean) => {
      const [plan, names] = await Promise.all([c.var.services.repos.privacy.erasurePlan(email), listingNames(c)]);
      return page(c, { step: "confirm", email, plan, names, stillShown }, stillShown ? 409 : 200);
    };
    if (!confirmed) return confirm(false);
    let report: Awaited<ReturnType<typeof erasePerson>>;
    try {
      report = await c.var.services.repos.privacy.erasePerson(email, {
        by: c.var.staff.email,
        languagesOverride: c.var.services.config.languages,
        now: new Date(),
      });
    } catch (error) {
      if (!(error instanceof TestimonialStillShown)) throw error;
      console.error("staff: erasure refused", error.message);
      return confirm(true);
    }
    // The site no longer shows the person's testimonial: this isolate at once, the others within CONTENT_POINTER_MAX_AGE_MS.
    if (report.republished) forgetContentPointer();
    console.info("staff: person erased", c.var.staff.email, report.rows);
    return page(c, { step: "done", report, names: await listingNames(c) });
  });
