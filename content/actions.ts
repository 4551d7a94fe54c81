/**
 * Calls to action that several pages share, named once so that a button's label or target is one
 * edit. Pages and the family definitions (families.ts) use these; a page-specific button is
 * written in its page file.
 */
import type { Action } from "./schema.ts";

export const actions = {
  requestDemo: { label: "Request Demo", href: "/contact" },
  freeTrial: { label: "Free Trial", href: "/contact" },
  scheduleConsultation: { label: "Schedule {freeConsultation:title}", href: "/contact" },
  getStartedToday: { label: "Get Started Today", href: "/contact" },
  getStarted: { label: "Get Started", href: "/contact" },
  startYourJourney: { label: "Start Your Journey", href: "/contact" },
  contactUsToday: { label: "Contact Us Today", href: "/contact" },
  viewAllServices: { label: "View All Services", href: "/services", variant: "secondary" },
} as const satisfies Record<string, Action>;

/** The same action drawn as a secondary (outlined) button. */
export function secondary(action: Action): Action {
  return { ...action, variant: "secondary" };
}
