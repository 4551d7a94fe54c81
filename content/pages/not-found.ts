/** The not-found page: the spec's text, and the places a lost visitor most likely meant to go. */
import { company, telHref } from "../company.ts";

export const notFoundPage = {
  code: "404",
  heading: "Oops! Page not found",
  lead: "The page you were looking for does not exist or has moved.",
  home: "Return to Home",
  suggestionsHeading: "Or go straight to",
  suggestions: [
    { path: "/services", label: "Cybersecurity services" },
    { path: "/hr-solutions", label: "HR and payroll software" },
    { path: "/healthcare-solutions", label: "Healthcare solutions" },
    { path: "/about", label: "About us" },
    { path: "/contact", label: "Contact us" },
  ],
  emergency: {
    text: "Dealing with an active security incident? Call our 24/7 line on",
    linkText: company.emergencyPhone,
    href: telHref(company.emergencyPhone),
  },
} as const;
