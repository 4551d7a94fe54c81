import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { company } from "../../content/company.ts";
import { notFound } from "./not-found.css.ts";
import { button } from "../components/ui/button.css.ts";

export const meta = () => [{ title: `Page not found | ${company.shortName}` }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Kept from the original site: operators read attempted paths from the browser console.
    console.warn("404: page not found for attempted path", pathname);
  }, [pathname]);

  return (
    <div className={notFound}>
      <p aria-hidden="true">404</p>
      <h1>Oops! Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link to="/" className={button()}>
        Return to Home
      </Link>
    </div>
  );
}
