import { Link } from "react-router";
import { Icon } from "../ui/Icon.tsx";
import { company, mailtoHref, telHref } from "../../../content/company.ts";
import { footerLinks } from "../../../content/footer.ts";
import { footerText } from "../../../content/ui-text.ts";
import { container } from "../ui/layout.css.ts";
import { LogoMark } from "./Logo.tsx";
import { bottom, brandLine, columns, footer, heading, legal, link, list, social } from "./footer.css.ts";

export function SiteFooter() {
  return (
    <footer className={footer}>
      <div className={container}>
        <div className={columns}>
          <div>
            <p className={brandLine}>
              <LogoMark size={28} />
              {company.name}
            </p>
            <p>{footerLinks.blurb}</p>
            <a className={social} href={company.social.url} rel="noopener noreferrer">
              {footerText.socialLink}
            </a>
          </div>
          <nav aria-labelledby="footer-cybersecurity">
            <h2 id="footer-cybersecurity" className={heading}>
              Cybersecurity
            </h2>
            <ul className={list}>
              {footerLinks.cybersecurity.map((item) => (
                <li key={item.path}>
                  <Link className={link} to={item.path}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-solutions">
            <h2 id="footer-solutions" className={heading}>
              {footerText.solutionsHeading}
            </h2>
            <ul className={list}>
              {footerLinks.solutions.map((item) => (
                <li key={item.path}>
                  <Link className={link} to={item.path}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
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
            <Link className={link} to="/about">
              Privacy Policy
            </Link>
            <Link className={link} to="/contact">
              Terms of Service
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
