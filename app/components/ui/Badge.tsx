import type { ReactNode } from "react";
import { badge, type BadgeLevel } from "./Badge.css.ts";

/** A level or label in its colour. An alert's level is its card's heading, so it can be an h3. */
export function Badge({
  level,
  as: Element = "span",
  children,
}: {
  level: BadgeLevel;
  as?: "span" | "h3";
  children: ReactNode;
}) {
  return <Element className={badge({ level })}>{children}</Element>;
}
