import type { ReactNode } from "react";
import { company } from "../../../content/company.ts";
import { Icon } from "../ui/Icon.tsx";
import { mapAnchor, mapLink } from "./OfficeMap.css.ts";

/**
 * The office on an OpenStreetMap frame, and the same place on the full map. `frame` is the map's
 * frame, an island the route places (app/routes/contact.tsx): it gets its address near the screen.
 */
export function OfficeMap({ linkText, frame }: { linkText: string; frame: ReactNode }) {
  return (
    <>
      {frame}
      <p className={mapLink}>
        <a className={mapAnchor} href={company.map.linkUrl}>
          {linkText}
          <Icon name="external-link" size={16} />
        </a>
      </p>
    </>
  );
}
