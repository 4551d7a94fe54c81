import type { AnyIconName } from "./icon-sources.ts";
import { icon, iconDrawing } from "./Icon.css.ts";

/**
 * A decorative icon: an empty box the stylesheet draws the icon in (Icon.css.ts), in the text
 * colour; the text beside it carries the meaning.
 */
export function Icon({ name, size = 24, className }: { name: AnyIconName; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      className={[icon, iconDrawing[name], className].filter(Boolean).join(" ")}
    />
  );
}
