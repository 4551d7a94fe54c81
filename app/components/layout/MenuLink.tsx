import type { MouseEventHandler } from "react";

/** A navigation link marked aria-current="page" when it points at the page being shown. */
export function MenuLink({
  to,
  current,
  className,
  children,
  onClick,
  menuItem,
}: {
  to: string;
  current: boolean;
  className: string;
  children: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Marks links that the dropdown's arrow keys move between. */
  menuItem?: boolean;
}) {
  return (
    <a
      href={to}
      className={className}
      aria-current={current ? "page" : undefined}
      onClick={onClick}
      data-menu-link={menuItem ? "" : undefined}
    >
      {children}
    </a>
  );
}
