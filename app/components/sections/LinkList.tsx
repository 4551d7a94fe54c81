import type { FeatureCard } from "../../../content/schema.ts";
import { Icon } from "../ui/Icon.tsx";
import { linkIcon, linkItem, linkList, linkText, linkTitle } from "./LinkList.css.ts";

/**
 * Capabilities as a compact list: each title is the link to its page, with one line under it.
 * Lighter than cards, for a page that also shows those pages as its card grid.
 */
export function LinkList({ items }: { items: FeatureCard[] }) {
  return (
    <ul className={linkList}>
      {items.map((item, index) => (
        <li key={`${item.title}-${index}`} className={linkItem}>
          <Icon name={item.icon} size={22} className={linkIcon} />
          <div>
            <h3 className={linkTitle}>{item.href ? <a href={item.href}>{item.title}</a> : item.title}</h3>
            <p className={linkText}>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
