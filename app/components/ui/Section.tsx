import type { ReactNode } from "react";
import type { RecipeVariants } from "@vanilla-extract/recipes";
import { container } from "../../styles/container.css.ts";
import { Icon } from "./Icon.tsx";
import { section, sectionHeader, sectionHeading, sectionIntro, sectionMore } from "./Section.css.ts";

/**
 * A page band with an optional h2 and intro, and an optional link after its content to where the
 * site says more; the id makes it linkable and findable by tests.
 */
export function Section({
  id,
  heading,
  intro,
  more,
  tone,
  children,
}: {
  id?: string;
  heading?: string;
  intro?: string;
  more?: { label: string; href: string };
  tone?: NonNullable<RecipeVariants<typeof section>>["tone"];
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
        {more ? (
          <a className={sectionMore} href={more.href}>
            {more.label}
            <Icon name="arrow-right" size={16} />
          </a>
        ) : null}
      </div>
    </section>
  );
}
