import { Link } from "react-router";
import type { NotFoundPage } from "../../../content/schema.ts";
import { Icon } from "../ui/Icon.tsx";
import { button } from "../ui/button.css.ts";
import { code, emergency, lead, notFound, suggestionList, suggestions } from "./NotFoundPanel.css.ts";

/** The spec's not-found page, with the likeliest destinations so a lost visitor is one click away. */
export function NotFoundPanel({ content }: { content: NotFoundPage }) {
  return (
    <div className={notFound}>
      <p className={code} aria-hidden="true">
        {content.code}
      </p>
      <h1>{content.heading}</h1>
      <p className={lead}>{content.lead}</p>
      <Link to={content.home.href} className={button()}>
        {content.home.label}
      </Link>
      <nav className={suggestions} aria-labelledby="not-found-suggestions">
        <h2 id="not-found-suggestions">{content.suggestions.heading}</h2>
        <ul className={suggestionList}>
          {content.suggestions.links.map((suggestion) => (
            <li key={suggestion.path}>
              <Link to={suggestion.path}>{suggestion.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={emergency}>
        <Icon name="alert-triangle" size={20} />
        <span>
          {content.emergency.text} <a href={content.emergency.href}>{content.emergency.linkText}</a>
        </span>
      </p>
    </div>
  );
}
