/**
 * Footer copy and the short link lists it shows. A link reads as the page's navigation label
 * (routes.ts) unless the footer words it differently. The root route's loader hands this to the
 * footer as data at build time, so the route model never ships to the browser.
 */
import { findRoute, menuTitles } from "./routes.ts";

export interface FooterLink {
  path: string;
  label: string;
}

function link(path: string, label?: string): FooterLink {
  const route = findRoute(path);
  if (!route) throw new Error(`The footer links to ${path}, which is not a page`);
  return { path, label: label ?? route.navLabel };
}

export const footerLinks = {
  blurb:
    "Pretoria-based specialists in cybersecurity, cloud and AI, HR and payroll software and healthcare technology, serving organisations of every size across South Africa.",
  cybersecurityHeading: menuTitles.cybersecurity,
  cybersecurity: [
    link("/services/vapt", "Penetration Testing (VAPT)"),
    link("/services/web-app-security"),
    link("/services/security-operations-center"),
    link("/services/incident-response"),
    link("/services"),
  ],
  solutions: [
    link("/hr-solutions", "HR & Payroll Software"),
    link("/healthcare-solutions", "Healthcare Solutions"),
    link("/about", "About Us"),
    link("/contact", "Contact Us"),
  ],
  legal: [link("/about", "Privacy Policy"), link("/contact", "Terms of Service")],
};

export type FooterContent = typeof footerLinks;
