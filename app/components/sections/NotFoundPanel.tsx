import type { NotFoundPage } from "../../../content/schema.ts";
import { button } from "../ui/Button.css.ts";
import { UrgentLine } from "../ui/UrgentLine.tsx";
import {
  code,
  emergency,
  heading,
  lead,
  notFound,
  suggestionLink,
  suggestionList,
  suggestions,
  suggestionsHeading,
} from "./NotFoundPanel.css.ts";

/** The spec's not-found page, with the likeliest destinations so a lost visitor is one click away. */
export function NotFoundPanel({ content }: { content: NotFoundPage }) {
  return (
    <div className={notFound}>
      <p className={code} aria-hidden="true">
        {content.code}
      </p>
      <h1 className={heading}>{content.heading}</h1>
      <p className={lead}>{content.lead}</p>
      <a href={content.home.href} className={button()}>
        {content.home.label}
      </a>
      <nav className={suggestions} aria-labelledby="not-found-suggestions">
        <h2 id="not-found-suggestions" className={suggestionsHeading}>
          {content.suggestions.heading}
        </h2>
        <ul className={suggestionList}>
          {content.suggestions.links.map((suggestion) => (
            <li key={suggestion.path}>
              <a href={suggestion.path} className={suggestionLink}>
                {suggestion.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <UrgentLine
        text={content.emergency.text}
        linkText={content.emergency.linkText}
        href={content.emergency.href}
        className={emergency}
      />
    </div>
  );
}
