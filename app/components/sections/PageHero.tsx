import type { ReactNode } from "react";
import { Icon } from "../ui/Icon.tsx";
import { Link } from "react-router";
import type { Hero } from "../../../content/schema.ts";
import { ActionLink } from "../ui/ActionLink.tsx";
import { actions, container } from "../ui/layout.css.ts";
import {
  backLink,
  hero,
  heroEyebrow,
  heroInner,
  heroLead,
  heroTitle,
  statLabel,
  statRow,
  statValue,
} from "./sections.css.ts";

/** The dark opening band of every page: the page's only h1. */
export function PageHero({ content, above }: { content: Hero; above?: ReactNode }) {
  return (
    <section className={hero} aria-labelledby="page-title">
      <div className={container}>
        <div className={heroInner}>
          {above}
          {content.backLink ? (
            <Link className={backLink} to={content.backLink.href}>
              <Icon name="arrow-left" size={18} />
              {content.backLink.label}
            </Link>
          ) : null}
          {content.eyebrow ? <p className={heroEyebrow}>{content.eyebrow}</p> : null}
          <h1 id="page-title" className={heroTitle}>
            {content.title}
          </h1>
          <p className={heroLead}>{content.lead}</p>
          {content.actions.length > 0 ? (
            <div className={actions}>
              {content.actions.map((action) => (
                <ActionLink key={action.label} action={action} tone="dark" size="lg" />
              ))}
            </div>
          ) : null}
          {content.stats?.length ? (
            <ul className={statRow}>
              {content.stats.map((stat) => (
                <li key={stat.label}>
                  <span className={statValue}>{stat.value}</span>
                  <span className={statLabel}>{stat.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
