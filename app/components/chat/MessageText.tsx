import { Fragment, type ReactNode } from "react";
import { markdownLinks } from "../../shared/site-links.ts";

/**
 * A message as text. Markdown links to this site's pages (site-links.ts decides) become links;
 * any other link stays as its label, and nothing is ever rendered as HTML.
 */
export function MessageText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const parts: ReactNode[] = markdownLinks(text).map((part, index) => {
    if (part.kind === "text") return <Fragment key={index}>{part.text}</Fragment>;
    if (part.href === null) return <Fragment key={index}>{part.label}</Fragment>;
    return (
      <a key={index} href={part.href} onClick={onNavigate}>
        {part.label}
      </a>
    );
  });
  return <>{parts}</>;
}
