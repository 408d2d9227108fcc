/**
 * A page that answers a post the site could not take (too many, too large): what happened, what to
 * do, and the way back. The words come translated; the heading names the section.
 */
export function FeedbackBody({
  id,
  title,
  text,
  back,
  className = "container feedback",
}: {
  id: string;
  title: string;
  text: string;
  back: { href: string; label: string };
  className?: string;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <p>{text}</p>
      <p>
        <a className="button" href={back.href}>
          {back.label}
        </a>
      </p>
    </section>
  );
}
