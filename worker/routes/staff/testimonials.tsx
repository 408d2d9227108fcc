import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { Lang } from "../../../client/i18n/languages";
import { articlePathOf } from "../../content";
import { staffTestimonialRepository } from "../../db/staff-testimonials";
import type { AppEnv } from "../../env";
import { forgetCachedPages } from "../../middleware/cache";
import type { StaffEnv } from "../../staff/env";
import { renderStaff } from "../../staff/layout";
import { TestimonialsBody } from "../../staff/pages/Testimonials";
import { noticeOf, UUID } from "./leads";

const Decision = v.picklist(["approved", "rejected"]);

/** The articles that show testimonials, in `lang`: an approval changes them. */
function testimonialPages(c: Context<StaffEnv>, lang: Lang): string[] {
  return c.var.services.content.articles
    .filter((article) => article.testimonials && article.status === "Published" && !article.route)
    .map((article) => articlePathOf(article, lang));
}

/** Testimonials awaiting the agency: the list, their photos (staff only), approve or reject. */
export const staffTestimonials = new Hono<StaffEnv>()
  .get("/staff/testimonials/", async (c) => {
    const pending = await staffTestimonialRepository(c.env.DB).pending();
    const notice = noticeOf(c.req.query("done"), ["approved", "rejected"]);
    return renderStaff(c, {
      title: c.var.i18n._("staff.nav.testimonials"),
      section: "testimonials",
      body: <TestimonialsBody pending={pending} notice={notice} />,
    });
  })
  .get(`/staff/testimonials/:id{${UUID}}/photo/`, async (c) => {
    const testimonial = await staffTestimonialRepository(c.env.DB).byId(c.req.param("id"));
    const photo = testimonial?.photoKey ? await c.env.UPLOADS.get(testimonial.photoKey) : null;
    if (!photo) return c.notFound();
    return new Response(photo.body, {
      headers: {
        "Content-Type": photo.httpMetadata?.contentType ?? "application/octet-stream",
        "Content-Disposition": "inline",
        "Content-Length": String(photo.size),
      },
    });
  })
  .post(`/staff/testimonials/:id{${UUID}}/`, async (c) => {
    const id = c.req.param("id");
    const decision = v.safeParse(Decision, (await c.req.parseBody()).decision);
    if (!decision.success) return c.text("unknown decision", 400);
    const repository = staffTestimonialRepository(c.env.DB);
    const testimonial = await repository.byId(id);
    if (!testimonial || !(await repository.decide(id, decision.output, c.var.staff.email))) return c.notFound();
    // The article is edge-cached: this data centre's copy goes now; the others' expire within EDGE_CACHE_TTL_S.
    await forgetCachedPages(c as unknown as Context<AppEnv>, testimonialPages(c, testimonial.lang)).catch((error: unknown) =>
      console.warn("testimonial page not forgotten by the edge cache", error),
    );
    return c.redirect(`/staff/testimonials/?done=${decision.output}`, 303);
  });
