import { Icon } from "./Icon.tsx";
import { urgentIcon, urgentLine, urgentLink } from "./UrgentLine.css.ts";

/** A warning line with the way to act on it at once: the incident line and its number. */
export function UrgentLine({
  text,
  linkText,
  href,
  className,
}: {
  text: string;
  linkText: string;
  href: string;
  className?: string;
}) {
  return (
    <p className={className ? `${urgentLine} ${className}` : urgentLine}>
      <Icon name="alert-triangle" size={20} className={urgentIcon} />
      <span>
        {text}{" "}
        <a className={urgentLink} href={href}>
          {linkText}
        </a>
      </span>
    </p>
  );
}
