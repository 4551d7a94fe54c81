import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

const markdownLink = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/**
 * A message as text. Markdown links to this site's pages become links; any other link stays
 * as its label, and nothing is ever rendered as HTML.
 */
export function MessageText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(markdownLink)) {
    const [whole, label = "", target = ""] = match;
    parts.push(text.slice(last, match.index));
    const internal = target.startsWith("/") && !target.startsWith("//");
    parts.push(
      internal ? (
        <Link key={match.index} to={target} onClick={onNavigate}>
          {label}
        </Link>
      ) : (
        <Fragment key={match.index}>{label}</Fragment>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
