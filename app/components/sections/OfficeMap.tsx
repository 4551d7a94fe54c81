import { company } from "../../../content/company.ts";
import { Island } from "../../islands/Island.tsx";
import { Icon } from "../ui/Icon.tsx";
import { OfficeMapFrame } from "./OfficeMapFrame.tsx";
import { mapAnchor, mapLink } from "./OfficeMap.css.ts";

/** The office on an OpenStreetMap frame, loaded only near the screen, and the same place on the full map. */
export function OfficeMap({ linkText }: { linkText: string }) {
  return (
    <>
      <Island name="officeMap" component={OfficeMapFrame} props={{}} />
      <p className={mapLink}>
        <a className={mapAnchor} href={company.map.linkUrl}>
          {linkText}
          <Icon name="external-link" size={16} />
        </a>
      </p>
    </>
  );
}
