import { iconSymbolId, type AnyIconName } from "./icon-sources.ts";
import { icon } from "./Icon.css.ts";

/**
 * A decorative icon drawn from its symbol at the top of the page (pipeline/icon-sprite.ts); the text
 * beside it carries the meaning. Referencing the symbol keeps icon drawings out of the JavaScript.
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
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
