import { company } from "../../content/company.ts";
import notFoundPage from "../../content/pages/not-found.ts";
import { NotFoundPanel } from "../components/sections/NotFoundPanel.tsx";
import { Island } from "../islands/Island.tsx";

// No loader: the browser shows this page for any unknown path, so it reads its content file as
// written (content/pages/not-found.ts needs no parsing; the content test holds it to that).
export const meta = () => [
  { title: `${notFoundPage.title} | ${company.shortName}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <>
      <NotFoundPanel content={notFoundPage} />
      <Island name="NotFoundReport" props={{}} />
    </>
  );
}
