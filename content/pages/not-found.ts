/**
 * The not-found page: the spec's text, and the places a lost visitor most likely meant to go.
 * The browser shows it for any unknown path without a loader, so its route module reads this file
 * as written, unparsed: it uses fact references rather than tokens, and the content test checks
 * that the schema would leave it unchanged.
 */
import type { NotFoundPage } from "../schema.ts";
import { company, telHref } from "../company.ts";

export default {
  kind: "not-found",
  title: "Page not found",
  code: "404",
  heading: "Oops! Page not found",
  lead: "The page you were looking for does not exist or has moved.",
  home: { label: "Return to Home", href: "/" },
  suggestions: {
    heading: "Or go straight to",
    links: [
      { path: "/services", label: "Cybersecurity services" },
      { path: "/hr-solutions", label: "HR and payroll software" },
      { path: "/healthcare-solutions", label: "Healthcare solutions" },
      { path: "/about", label: "About us" },
      { path: "/contact", label: "Contact us" },
    ],
  },
  emergency: {
    text: "Dealing with an active security incident? Call our 24/7 line on",
    linkText: company.emergencyPhone,
    href: telHref(company.emergencyPhone),
  },
} satisfies NotFoundPage;
