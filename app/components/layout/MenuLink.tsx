/** A navigation link marked aria-current="page" when it points at the page being shown. */
export function MenuLink({
  to,
  current,
  className,
  children,
}: {
  to: string;
  current: boolean;
  className: string;
  children: string;
}) {
  return (
    <a href={to} className={className} aria-current={current ? "page" : undefined}>
      {children}
    </a>
  );
}
