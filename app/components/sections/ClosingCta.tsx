import type { Action } from "../../../content/schema.ts";
import { company, mailtoHref } from "../../../content/company.ts";
import { closingCtaText } from "../../../content/ui-text.ts";
import { ActionLink } from "../ui/ActionLink.tsx";
import { actions, container, section, sectionHeading } from "../ui/layout.css.ts";
import { cta, ctaText } from "./sections.css.ts";

/** The closing call to action on a dark band. */
export function ClosingCta({
  id,
  heading,
  description,
  actions: items,
  emailLine,
}: {
  id: string;
  heading: string;
  description: string;
  actions: Action[];
  emailLine?: boolean;
}) {
  return (
    <section id={id} className={section({ tone: "inverse" })} aria-labelledby={`${id}-heading`}>
      <div className={`${container} ${cta}`}>
        <h2 id={`${id}-heading`} className={sectionHeading}>
          {heading}
        </h2>
        <p className={ctaText}>{description}</p>
        <div className={actions}>
          {items.map((action) => (
            <ActionLink key={action.label} action={action} tone="dark" size="lg" />
          ))}
        </div>
        {emailLine ? (
          <p className={ctaText}>
            {closingCtaText.emailLine} <a href={mailtoHref(company.email)}>{company.email}</a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
