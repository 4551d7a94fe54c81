import type { ReactNode } from "react";
import type { Hero } from "../../../content/schema.ts";
import { container } from "../../styles/container.css.ts";
import { HeroArt } from "../art/HeroArt.tsx";
import { ActionRow } from "../ui/ActionRow.tsx";
import { Icon } from "../ui/Icon.tsx";
import { Stat } from "../ui/Stat.tsx";
import { backLink, hero, heroEyebrow, heroInner, heroLayout, heroLead, heroTitle, statRow } from "./PageHero.css.ts";

/** The dark opening band of every page: the page's only h1, and on wide screens its drawing, if any. */
export function PageHero({ content, above }: { content: Hero; above?: ReactNode }) {
  const withArt = content.art !== undefined;
  return (
    <section className={hero} aria-labelledby="page-title">
      <div className={`${container} ${heroLayout({ withArt })}`}>
        <div className={heroInner}>
          {above}
          {content.backLink ? (
            <a className={backLink} href={content.backLink.href}>
              <Icon name="arrow-left" size={18} />
              {content.backLink.label}
            </a>
          ) : null}
          {content.eyebrow ? <p className={heroEyebrow}>{content.eyebrow}</p> : null}
          <h1 id="page-title" className={heroTitle({ withArt })}>
            {content.title}
          </h1>
          <p className={heroLead}>{content.lead}</p>
          {content.actions.length > 0 ? <ActionRow actions={content.actions} /> : null}
          {content.stats?.length ? (
            <ul className={statRow}>
              {content.stats.map((stat) => (
                <li key={stat.label}>
                  <Stat stat={stat} tone="inverse" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {content.art ? <HeroArt name={content.art} /> : null}
      </div>
    </section>
  );
}
