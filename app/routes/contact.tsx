import { loadPage } from "../lib/page-data.ts";
import { PageView } from "../components/sections/PageView.tsx";
import { ContactDetails } from "../components/sections/ContactDetails.tsx";
import type { OwnSectionComponents } from "../components/sections/ContentSection.tsx";
import { OfficeMap } from "../components/sections/OfficeMap.tsx";
import { Island } from "../islands/Island.tsx";
import type { Route } from "./+types/contact";

export const loader = () => loadPage("/contact");

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// The form and the map's frame are islands: their code loads with this page only, when the
// visitor reaches for the form and as the map nears the screen.
const own: OwnSectionComponents = {
  contact: ({ section }) => (
    <ContactDetails
      section={section}
      form={<Island name="ContactForm" props={{ privacyNotice: section.form.privacyNotice }} />}
    />
  ),
  map: ({ section }) => <OfficeMap linkText={section.linkText} frame={<Island name="OfficeMapFrame" props={{}} />} />,
};

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} own={own} />;
}
