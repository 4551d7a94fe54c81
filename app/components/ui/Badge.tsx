import type { ReactNode } from "react";
import { badge, type BadgeLevel } from "./Badge.css.ts";
import { Icon } from "./Icon.tsx";

/**
 * A level or label in its colour. An alert's level is its card's heading, so it can be an h3. The
 * critical level carries the warning icon too, so it never depends on its colour alone.
 */
export function Badge({
  level,
  as: Element = "span",
  children,
}: {
  level: BadgeLevel;
  as?: "span" | "h3";
  children: ReactNode;
}) {
  return (
    <Element className={badge({ level })}>
      {level === "Critical" ? <Icon name="alert-triangle" size={14} /> : null}
      {children}
    </Element>
  );
}
