import type { IconName } from "../../../content/icons.ts";
import { Icon } from "./Icon.tsx";
import { iconBadge } from "./IconBadge.css.ts";

/** A content icon on a soft square, as cards show it. */
export function IconBadge({ name }: { name: IconName }) {
  return (
    <span className={iconBadge}>
      <Icon name={name} />
    </span>
  );
}
