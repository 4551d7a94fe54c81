import { Link } from "react-router";
import type { Action } from "../../../content/schema.ts";
import { button, type ButtonVariants } from "./button.css.ts";

/**
 * Renders a content action: an internal route as a router Link, a tel:/mailto: link as a plain
 * anchor, and an action without href as an inert button (the spec's demo buttons go nowhere).
 */
export function ActionLink({
  action,
  tone = "light",
  size,
}: {
  action: Action;
  /** "dark" when the action sits on an inverse (dark) background. */
  tone?: "light" | "dark";
  size?: ButtonVariants["size"];
}) {
  const secondary = action.variant === "secondary";
  const variant: ButtonVariants["variant"] =
    tone === "dark" ? (secondary ? "ghostInverse" : "inverse") : secondary ? "secondary" : "primary";
  const className = button({ variant, size });
  if (!action.href) {
    return (
      <button className={className} type="button">
        {action.label}
      </button>
    );
  }
  if (action.href.startsWith("/")) {
    return (
      <Link className={className} to={action.href}>
        {action.label}
      </Link>
    );
  }
  return (
    <a className={className} href={action.href}>
      {action.label}
    </a>
  );
}
