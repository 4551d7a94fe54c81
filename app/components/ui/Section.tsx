import type { ReactNode } from "react";
import { container, section, sectionHeader, sectionHeading, sectionIntro } from "./layout.css.ts";

/** A page band with an optional h2 and intro; the id makes it linkable and findable by tests. */
export function Section({
  id,
  heading,
  intro,
  tone,
  children,
}: {
  id?: string;
  heading?: string;
  intro?: string;
  tone?: "plain" | "muted" | "inverse";
  children: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} className={section({ tone })} aria-labelledby={heading ? headingId : undefined}>
      <div className={container}>
        {heading ? (
          <header className={sectionHeader}>
            <h2 id={headingId} className={sectionHeading}>
              {heading}
            </h2>
            {intro ? <p className={sectionIntro}>{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
