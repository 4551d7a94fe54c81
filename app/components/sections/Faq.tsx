import type { FaqItem } from "../../../content/schema.ts";
import { faqItem, faqList } from "./Faq.css.ts";

/** Questions that open to their answers, without script (native details elements). */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className={faqList}>
      {items.map((item) => (
        <details key={item.question} className={faqItem}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
