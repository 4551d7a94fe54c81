import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { company } from "../../content/company.ts";
import { notFoundPage as content } from "../../content/pages/not-found.ts";
import { button } from "../components/ui/Button.css.ts";
import { UrgentLine } from "../components/ui/UrgentLine.tsx";
import { code, emergency, lead, notFound, suggestionList, suggestions } from "./not-found.css.ts";

export const meta = () => [{ title: `Page not found | ${company.shortName}` }, { name: "robots", content: "noindex" }];

/** The spec's not-found page, with the likeliest destinations so a lost visitor is one click away. */
export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Kept from the original site: operators read attempted paths from the browser console.
    console.warn("404: page not found for attempted path", pathname);
  }, [pathname]);

  return (
    <div className={notFound}>
      <p className={code} aria-hidden="true">
        {content.code}
      </p>
      <h1>{content.heading}</h1>
      <p className={lead}>{content.lead}</p>
      <Link to="/" className={button()}>
        {content.home}
      </Link>
      <nav className={suggestions} aria-labelledby="not-found-suggestions">
        <h2 id="not-found-suggestions">{content.suggestionsHeading}</h2>
        <ul className={suggestionList}>
          {content.suggestions.map((suggestion) => (
            <li key={suggestion.path}>
              <Link to={suggestion.path}>{suggestion.label}</Link>
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
