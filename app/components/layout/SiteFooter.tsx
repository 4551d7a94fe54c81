import { company, mailtoHref, telHref } from "../../../content/company.ts";
import type { FooterContent, FooterLink } from "../../../content/footer.ts";
import { footerText } from "../../../content/ui-text.ts";
import { container } from "../../styles/container.css.ts";
import { Icon } from "../ui/Icon.tsx";
import { LogoMark } from "./Logo.tsx";
import { bottom, brandLine, columns, footer, heading, legal, link, list, social } from "./SiteFooter.css.ts";

/** One headed list of links in the footer, a navigation landmark named by its heading. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className={list}>
        {links.map((item) => (
          <li key={item.path}>
            <a className={link} href={item.path}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer: brand, the two link lists, contact details and the legal line. */
export function SiteFooter({ content }: { content: FooterContent }) {
  return (
    <footer className={footer}>
      <div className={container}>
        <div className={columns}>
          <div>
            <p className={brandLine}>
              <LogoMark size={28} />
              {company.name}
            </p>
            <p>{content.blurb}</p>
            <a className={social} href={company.social.url} rel="noopener noreferrer">
              {footerText.socialLink}
            </a>
          </div>
          <FooterLinks id="footer-cybersecurity" title={content.cybersecurityHeading} links={content.cybersecurity} />
          <FooterLinks id="footer-solutions" title={footerText.solutionsHeading} links={content.solutions} />
          <div>
            <h2 className={heading}>{footerText.contactHeading}</h2>
            <ul className={list}>
              <li>
                <a className={link} href={mailtoHref(company.email)}>
                  <Icon name="mail" size={18} />
                  {company.email}
                </a>
              </li>
              <li>
                <a className={link} href={telHref(company.phone)}>
                  <Icon name="phone" size={18} />
                  {company.phone}
                </a>
              </li>
              <li className={link}>
                <Icon name="map-pin" size={18} />
                {company.city}, {company.country}
              </li>
            </ul>
          </div>
        </div>
        <div className={bottom}>
          <p>{footerText.copyright}</p>
          <p className={legal}>
            {content.legal.map((item) => (
              <a key={item.label} className={link} href={item.path}>
                {item.label}
              </a>
            ))}
          </p>
        </div>
      </div>
    </footer>
  );
}
