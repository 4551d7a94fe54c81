import type { TrustStrip as TrustStripContent } from "../../../content/trust.ts";
import { container } from "../../styles/container.css.ts";
import { Icon } from "../ui/Icon.tsx";
import {
  credential,
  credentialList,
  credentials,
  credentialsLabel,
  itemIcon,
  itemLabel,
  itemList,
  itemValue,
  strip,
  trustItem,
} from "./TrustStrip.css.ts";

/** The facts a buyer checks first, in one compact band straight under the hero. */
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
        <div className={credentials}>
          <p className={credentialsLabel}>{content.credentials.label}</p>
          <ul className={credentialList}>
            {content.credentials.names.map((name) => (
              <li key={name} className={credential}>
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
