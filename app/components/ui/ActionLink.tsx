import { Link } from "react-router";
import type { Action } from "../../../content/schema.ts";
import { button, type ButtonVariants } from "./button.css.ts";
import { visuallyHidden } from "./layout.css.ts";

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
  const text = (
    <>
      {action.label}
      {action.context ? <span className={visuallyHidden}> {action.context}</span> : null}
    </>
  );
  if (!action.href) {
    return (
      <button className={className} type="button">
        {text}
      </button>
    );
  }
  if (action.href.startsWith("/")) {
    return (
      <Link className={className} to={action.href}>
        {text}
      </Link>
    );
  }
  return (
    <a className={className} href={action.href}>
      {text}
    </a>
  );
}
