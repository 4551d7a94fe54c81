import type { ButtonHTMLAttributes } from "react";
import { button, type ButtonVariants } from "./Button.css.ts";

/** A native button in the button recipe's look; `type` defaults to "button", never a stray submit. */
export function Button({
  variant,
  tone,
  size,
  type = "button",
  className,
  ...props
}: ButtonVariants & ButtonHTMLAttributes<HTMLButtonElement>) {
  const look = button({ variant, tone, size });
  return <button type={type} className={className ? `${look} ${className}` : look} {...props} />;
}
