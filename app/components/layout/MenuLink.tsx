/**
 * A navigation link marked aria-current="page" when it points at the page being shown;
 * `describedBy` names the element whose text describes it (a dropdown link's one-line description).
 */
export function MenuLink({
  to,
  current,
  className,
  describedBy,
  children,
}: {
  to: string;
  current: boolean;
  className: string;
  describedBy?: string;
  children: string;
}) {
  return (
    <a href={to} className={className} aria-current={current ? "page" : undefined} aria-describedby={describedBy}>
      {children}
    </a>
  );
}
