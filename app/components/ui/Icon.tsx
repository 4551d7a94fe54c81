import type { AnyIconName } from "./icon-sources.ts";
import { icon } from "./Icon.css.ts";

/**
 * A decorative icon drawn from the build's SVG sprite; the text beside it carries the meaning.
 * Referencing the sprite keeps icon drawings out of the JavaScript bundle.
 */
export function Icon({ name, size = 24, className }: { name: AnyIconName; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      className={className ? `${icon} ${className}` : icon}
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
