import type { HTMLAttributes, ReactNode } from "react";
import type { IconName } from "../../../content/icons.ts";
import { buttonLabels, cardLabels } from "../../../content/ui-text.ts";
import { Icon } from "./Icon.tsx";
import { IconBadge } from "./IconBadge.tsx";
import { VisuallyHidden } from "./VisuallyHidden.tsx";
import {
  card,
  cardHeader,
  cardLead,
  cardLink,
  cardList,
  cardListHeading,
  cardMeta,
  cardMetaValue,
  cardText,
  cardTitle,
} from "./Card.css.ts";
import { gridItem } from "./CardGrid.css.ts";

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** The element of the card: a list item in a grid (the default), or a box of its own. */
  as?: "li" | "div";
  /** Above everything else: a step number, a row of code and badge. */
  top?: ReactNode;
  /** A content icon on its badge, above the title. */
  icon?: IconName;
  title?: string;
  /** Beside the title, in one row with it: a label badge, an icon. */
  titleAside?: ReactNode;
  text?: string;
  /** Ends the card with a "Learn More" link there. */
  moreHref?: string;
  align?: "stretch" | "start";
  children?: ReactNode;
}

/**
 * A content card: its optional icon, title and text, then whatever else the card shows. In a
 * CardGrid it takes its share of the row.
 */
export function Card({
  as: Element = "li",
  top,
  icon,
  title,
  titleAside,
  text,
  moreHref,
  align,
  className,
  children,
  ...attributes
}: CardProps) {
  const heading = title ? <h3 className={cardTitle}>{title}</h3> : null;
  const titleRow = titleAside ? (
    <div className={cardHeader}>
      {heading}
      {titleAside}
    </div>
  ) : (
    heading
  );
  const body = (
    <>
      {top}
      {icon ? (
        <div className={cardLead}>
          <IconBadge name={icon} />
          {titleRow}
        </div>
      ) : (
        titleRow
      )}
      {text ? <p className={cardText}>{text}</p> : null}
      {children}
      {moreHref ? (
        <a className={cardLink} href={moreHref}>
          {buttonLabels.learnMore}
          {title ? <VisuallyHidden>{cardLabels.learnMoreAbout(title)}</VisuallyHidden> : null}
          <Icon name="arrow-right" size={16} />
        </a>
      ) : null}
    </>
  );
  const look = [card({ align }), className].filter(Boolean).join(" ");
  return (
    <Element className={`${gridItem} ${look}`} {...attributes}>
      {body}
    </Element>
  );
}

/** A card's row of code and badge, or of any two things at its top. */
export function CardHeader({ children }: { children: ReactNode }) {
  return <div className={cardHeader}>{children}</div>;
}

/** Small muted detail beside something larger: a code, an alert's colour. */
export function CardMeta({ children }: { children: ReactNode }) {
  return <span className={cardMeta}>{children}</span>;
}

/** A line of detail with its value in bold: "Response time: Under 1 hour". */
export function CardFact({ label, value }: { label: string; value: string }) {
  return (
    <p className={cardMeta}>
      {label} <span className={cardMetaValue}>{value}</span>
    </p>
  );
}

/** A headed bullet list inside a card: "Features", "Deliverables", "Examples". */
export function CardList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <>
      <h4 className={cardListHeading}>{heading}</h4>
      <ul className={cardList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
