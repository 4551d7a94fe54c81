import { navigationText } from "../../../content/ui-text.ts";
import { skipLink } from "./SkipLink.css.ts";

/** Lets a keyboard visitor jump past the header to the page's main content. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a className={skipLink} href={`#${target}`}>
      {navigationText.skipToContent}
    </a>
  );
}
