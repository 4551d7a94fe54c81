import { Link } from "react-router";
import { navigationText } from "../../../content/ui-text.ts";
import { breadcrumbList, breadcrumbs } from "./sections.css.ts";

export interface Crumb {
  label: string;
  path: string;
}

/** Visible breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label={navigationText.breadcrumbs} className={breadcrumbs}>
      <ol className={breadcrumbList}>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.path}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
