import { useEffect } from "react";
import { useLocation } from "react-router";
import { company } from "../../content/company.ts";
import notFoundPage from "../../content/pages/not-found.ts";
import { NotFoundPanel } from "../components/sections/NotFoundPanel.tsx";

// No loader: the browser shows this page for any unknown path, so it reads its content file as
// written (content/pages/not-found.ts needs no parsing; the content test holds it to that).
export const meta = () => [
  { title: `${notFoundPage.title} | ${company.shortName}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Kept from the original site: operators read attempted paths from the browser console.
    console.warn("404: page not found for attempted path", pathname);
  }, [pathname]);

  return <NotFoundPanel content={notFoundPage} />;
}
