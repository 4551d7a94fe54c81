import { company } from "../../../content/company.ts";
import { Icon } from "../ui/Icon.tsx";
import { mapAnchor, mapFrame, mapLink } from "./OfficeMap.css.ts";

/** The office on an OpenStreetMap frame, loaded only near the screen, and the same place on the full map. */
export function OfficeMap({ linkText }: { linkText: string }) {
  return (
    <>
      <iframe
        className={mapFrame}
        src={company.map.embedUrl}
        title={company.map.title}
        loading="lazy"
        referrerPolicy="no-referrer"
        width="1152"
        height="648"
      />
      <p className={mapLink}>
        <a className={mapAnchor} href={company.map.linkUrl}>
          {linkText}
          <Icon name="external-link" size={16} />
        </a>
      </p>
    </>
  );
}
