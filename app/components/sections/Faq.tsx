import type { FaqItem } from "../../../content/schema.ts";
import { answer, faqItem, faqList, question } from "./Faq.css.ts";

/** Questions that open to their answers, without script (native details elements). */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className={faqList}>
      {items.map((item) => (
        <details key={item.question} className={faqItem}>
          <summary className={question}>{item.question}</summary>
          <p className={answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
