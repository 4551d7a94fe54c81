import { company, telHref } from "../../../content/company.ts";
import { navigationText } from "../../../content/ui-text.ts";
import { Icon } from "../ui/Icon.tsx";
import { emergencyHotline, emergencyLink, emergencyList, emergencyNumber } from "./EmergencyPath.css.ts";

/** Where a visitor in the middle of an incident goes: the incident response page. */
const incidentResponsePath = "/services/incident-response";

/**
 * The way in for a visitor in trouble, where they look first: a link to incident response and the
 * 24/7 hotline as a `tel:` link. The header shows it in a strip of its own from the desktop
 * breakpoint, and the small-screen menu at its top below it (`className` places each).
 */
export function EmergencyPath({ className }: { className: string }) {
  const { emergency } = navigationText;
  return (
    <ul className={`${emergencyList} ${className}`} aria-label={emergency.label}>
      <li>
        <a href={incidentResponsePath} className={emergencyLink}>
          <Icon name="siren" size={16} />
          {emergency.breach}
        </a>
      </li>
      <li>
        <a href={telHref(company.emergencyPhone)} className={emergencyHotline}>
          {/* Kept on one line, as a telephone number's link should be: no break inside it. */}
          {`${emergency.hotline}\u00a0`.replaceAll(" ", "\u00a0")}
          <span className={emergencyNumber}>{company.emergencyPhone}</span>
        </a>
      </li>
    </ul>
  );
}
