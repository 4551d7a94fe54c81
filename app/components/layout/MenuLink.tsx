import { Link } from "react-router";
import type { MouseEventHandler } from "react";
import { useCurrentPath } from "../../lib/use-current-path.ts";

/** A navigation link marked aria-current="page" when it points at the page being shown. */
export function MenuLink({
  to,
  className,
  children,
  onClick,
  menuItem,
}: {
  to: string;
  className: string;
  children: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Marks links that the dropdown's arrow keys move between. */
  menuItem?: boolean;
}) {
  const current = useCurrentPath() === to;
  return (
    <Link
      to={to}
      className={className}
      aria-current={current ? "page" : undefined}
      onClick={onClick}
      data-menu-link={menuItem ? "" : undefined}
    >
      {children}
    </Link>
  );
}
