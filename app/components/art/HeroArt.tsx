import type { HeroArt as HeroArtName } from "../../../content/schema.ts";
import { AboutArt } from "./AboutArt.tsx";
import { ConsultancyArt } from "./ConsultancyArt.tsx";
import { ContactArt } from "./ContactArt.tsx";
import { HealthcareArt } from "./HealthcareArt.tsx";
import { IncidentArt } from "./IncidentArt.tsx";
import { PeopleArt } from "./PeopleArt.tsx";
import { SecurityArt } from "./SecurityArt.tsx";

const drawings: Record<HeroArtName, () => React.JSX.Element> = {
  consultancy: ConsultancyArt,
  cybersecurity: SecurityArt,
  people: PeopleArt,
  healthcare: HealthcareArt,
  about: AboutArt,
  contact: ContactArt,
  incident: IncidentArt,
};

/** The drawing a page's content names for its hero (decorative; shown on wide screens only). */
export function HeroArt({ name }: { name: HeroArtName }) {
  const Drawing = drawings[name];
  return <Drawing />;
}
