import type { Action } from "../../../content/schema.ts";
import { button, type ButtonVariants } from "./Button.css.ts";
import { Icon } from "./Icon.tsx";
import { VisuallyHidden } from "./VisuallyHidden.tsx";

/**
 * Renders a content action: a link (to a page, a tel: or a mailto: address), or an inert button for
 * an action without href (the spec's demo buttons go nowhere).
 */
export function ActionLink({
  action,
  tone,
  size,
}: {
  action: Action;
  /** "dark" when the action sits on an inverse (dark) background. */
  tone?: ButtonVariants["tone"];
  size?: ButtonVariants["size"];
}) {
  const className = button({ variant: action.variant, tone, size });
  const text = (
    <>
      {action.variant === "urgent" ? <Icon name="alert-triangle" size={20} /> : null}
      {action.label}
      {action.context ? <VisuallyHidden> {action.context}</VisuallyHidden> : null}
    </>
  );
  if (!action.href) {
    return (
      <button className={className} type="button">
        {text}
      </button>
    );
  }
  return (
    <a className={className} href={action.href}>
      {text}
    </a>
  );
}
