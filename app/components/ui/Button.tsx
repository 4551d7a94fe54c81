import type { ButtonHTMLAttributes, MouseEvent } from "react";
import { button, type ButtonVariants } from "./Button.css.ts";

/**
 * A native button in the button recipe's look; `type` defaults to "button", never a stray submit.
 * While `busy` (a form sending) it takes no press and says it is unavailable, but stays focusable:
 * `aria-disabled`, not `disabled`, which would drop the focus it holds to the page.
 */
export function Button({
  variant,
  tone,
  size,
  type = "button",
  className,
  busy = false,
  onClick,
  ...props
}: ButtonVariants & ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  const look = button({ variant, tone, size });
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // Cancelling the click cancels what it would do, a form's submission included.
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type={type}
      className={className ? `${look} ${className}` : look}
      aria-disabled={busy || undefined}
      onClick={press}
      {...props}
    />
  );
}
