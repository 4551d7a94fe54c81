import type { Crumb } from "../../lib/crumb.ts";
import { navigationText } from "../../../content/ui-text.ts";
import { breadcrumbs, crumb, crumbLink, crumbList } from "./Breadcrumbs.css.ts";

/** Visible breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label={navigationText.breadcrumbs} className={breadcrumbs}>
      <ol className={crumbList}>
        {trail.map((item, index) => (
          <li key={item.path} className={crumb}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <a className={crumbLink} href={item.path}>
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
