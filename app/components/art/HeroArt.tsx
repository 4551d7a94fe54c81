import type { HeroArt as HeroArtName } from "../../../content/schema.ts";
import { ConsultancyArt } from "./ConsultancyArt.tsx";
import { HealthcareArt } from "./HealthcareArt.tsx";
import { PeopleArt } from "./PeopleArt.tsx";
import { SecurityArt } from "./SecurityArt.tsx";

const drawings: Record<HeroArtName, () => React.JSX.Element> = {
  consultancy: ConsultancyArt,
  cybersecurity: SecurityArt,
  people: PeopleArt,
  healthcare: HealthcareArt,
};

/** The drawing a page's content names for its hero (decorative; shown on wide screens only). */
export function HeroArt({ name }: { name: HeroArtName }) {
  const Drawing = drawings[name];
  return <Drawing />;
}
