import { Hono } from "hono";
import * as v from "valibot";
import { forgetContentPointer } from "../../content/published";
import type { StaffEnv } from "../env";
import { renderStaff } from "../layout";
import { TestimonialsBody } from "../pages/Testimonials";
import { noticeOf, UUID } from "./leads";
import { postedForm } from "./content-context";

const Decision = v.picklist(["approved", "rejected"]);

/** Testimonials awaiting the agency: the list, their photos (staff only), approve or reject. */
export const staffTestimonials = new Hono<StaffEnv>()
  .get("/staff/testimonials/", async (c) => {
    const [pending, waiting] = await Promise.all([c.var.services.repos.staff.testimonials.pending(), c.var.services.repos.content.waitingTestimonials()]);
    const notice = noticeOf(c.req.query("done"), ["approved", "rejected", "approvedUnpublished", "rejectedUnpublished", "notSaved", "published"]);
    return renderStaff(c, {
      title: c.var.i18n._("staff.nav.testimonials"),
      section: "testimonials",
      body: <TestimonialsBody pending={pending} waiting={waiting} notice={notice} />,
    });
  })
  .get(`/staff/testimonials/:id{${UUID}}/photo/`, async (c) => {
    const testimonial = await c.var.services.repos.staff.testimonials.byId(c.req.param("id"));
    const photo = testimonial?.photoKey ? await c.var.services.uploads.photo(testimonial.photoKey) : null;
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
    const decision = v.safeParse(Decision, (await postedForm(c)).get("decision"));
    if (!decision.success) return c.text("unknown decision", 400);
    const repository = c.var.services.repos.staff.testimonials;
    const testimonial = await repository.byId(id);
    if (!testimonial) return c.notFound();
    const how = { by: c.var.staff.email, languagesOverride: c.var.services.config.languages, now: new Date() };
    // Saved as content first: an approval the working copy could not take stays in the queue, to be tried again.
    const outcome =
      decision.output === "approved"
        ? await c.var.services.repos.content.showTestimonial(testimonial, how)
        : await c.var.services.repos.content.withdrawTestimonial(id, how);
    if (outcome === "notSaved") return c.redirect("/staff/testimonials/?done=notSaved", 303);
    if (!(await repository.decide(id, decision.output, c.var.staff.email))) return c.notFound();
    // This isolate shows the new version at once; the others read the pointer within CONTENT_POINTER_MAX_AGE_MS.
    if (outcome === "published") forgetContentPointer();
    const done = outcome === "unpublished" ? `${decision.output}Unpublished` : decision.output;
    return c.redirect(`/staff/testimonials/?done=${done}`, 303);
  })
  .post("/staff/testimonials/publish/", async (c) => {
    const published = await c.var.services.repos.content.publishWaitingTestimonials({
      by: c.var.staff.email,
      languagesOverride: c.var.services.config.languages,
      now: new Date(),
    });
    if (published) forgetContentPointer();
    return c.redirect(`/staff/testimonials/?done=${published ? "published" : "approvedUnpublished"}`, 303);
  });
