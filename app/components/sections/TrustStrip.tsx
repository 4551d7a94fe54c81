import type { TrustStrip as TrustStripContent } from "../../../content/trust.ts";
import { container } from "../../styles/container.css.ts";
import { CredentialMark } from "../ui/CredentialMark.tsx";
import { Icon } from "../ui/Icon.tsx";
import {
  itemIcon,
  itemLabel,
  itemList,
  itemValue,
  markList,
  marks,
  marksLabel,
  marksLink,
  strip,
  trustItem,
} from "./TrustStrip.css.ts";

/**
 * The facts a buyer checks first, in one compact band straight under the hero, and the credentials
 * or standards behind them, each certification as its issuer's mark.
 */
export function TrustStrip({ content }: { content: TrustStripContent }) {
  return (
    <section className={strip} aria-label={content.label}>
      <div className={container}>
        <ul className={itemList}>
          {content.items.map((item) => (
            <li key={item.label} className={trustItem}>
              <Icon name={item.icon} size={24} className={itemIcon} />
              <p>
                <span className={itemValue}>{item.value}</span> <span className={itemLabel}>{item.label}</span>
              </p>
            </li>
          ))}
        </ul>
        <div className={marks}>
          <p className={marksLabel}>{content.marks.label}</p>
          <ul className={markList}>
            {content.marks.items.map((item) => (
              <li key={item.label}>
                <CredentialMark issuer={item.issuer} size="chip">
                  {item.label}
                </CredentialMark>
              </li>
            ))}
          </ul>
          {content.marks.link ? (
            <a className={marksLink} href={content.marks.link.href}>
              {content.marks.link.label}
              <Icon name="arrow-right" size={16} />
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
