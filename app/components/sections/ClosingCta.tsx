import type { Action } from "../../../content/schema.ts";
import { company, mailtoHref } from "../../../content/company.ts";
import { closingCtaText } from "../../../content/ui-text.ts";
import { container } from "../../styles/container.css.ts";
import { ActionRow } from "../ui/ActionRow.tsx";
import { section, sectionHeading } from "../ui/Section.css.ts";
import { cta, ctaText, emailLink } from "./ClosingCta.css.ts";

/** The closing call to action on a dark band. */
export function ClosingCta({
  id,
  heading,
  description,
  actions,
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
        <ActionRow actions={actions} />
        {emailLine ? (
          <p className={ctaText}>
            {closingCtaText.emailLine}{" "}
            <a className={emailLink} href={mailtoHref(company.email)}>
              {company.email}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
