/**
 * The three families of pages (cybersecurity services, HR modules, healthcare modules) and what
 * their pages share: the header menu that lists them, the breadcrumb root, the hero's eyebrow, its
 * default actions, the link back to the family's overview and the closing call to action. The page
 * parsing (parse-page.ts) fills these in wherever a page file leaves them out, so a page file holds
 * only what is its own.
 */
import { actions, secondary } from "./actions.ts";
import { company } from "./company.ts";
import type { Action, Family, SectionKind } from "./schema.ts";

export interface FamilyDefinition {
  /** The header dropdown that lists the family's pages. */
  menuTitle: string;
  /** The family's overview: the breadcrumb trail's second step, and where module pages link back to. */
  root: { label: string; path: string };
  /** schema.org serviceType of the family's pages. */
  category: string;
  /** The small line above the hero title, unless the page sets its own. */
  eyebrow: (navLabel: string) => string;
  /** The hero's buttons, unless the page sets its own. */
  heroActions: readonly Action[];
  /** Buttons that end every hero and closing row of the family's pages, whatever the page sets. */
  trailingActions: readonly Action[];
  /** Every page but the overview links back to it: above the hero title, or as the hero's last button. */
  backLink?: { label: string; placement: "above-title" | "hero-action" };
  /** The closing call to action's anchor id, buttons and e-mail line, unless the page sets its own. */
  closing: { id: string; actions: readonly Action[]; emailLine: boolean };
  /** The anchor id and heading a section of a kind gets, unless the page sets its own. */
  sections?: Partial<Record<SectionKind, { id: string; heading: string }>>;
}

export const families: Record<Family, FamilyDefinition> = {
  cybersecurity: {
    menuTitle: "Cybersecurity",
    root: { label: "Services", path: "/services" },
    category: "Cybersecurity",
    eyebrow: () => "Cybersecurity Services",
    heroActions: [actions.getStartedToday],
    trailingActions: [actions.viewAllServices],
    closing: { id: "get-started", actions: [actions.scheduleConsultation], emailLine: false },
  },
  hr: {
    menuTitle: "HR Solutions",
    root: { label: "HR Solutions", path: "/hr-solutions" },
    category: "HR and payroll software",
    eyebrow: () => company.hrBrand,
    heroActions: [actions.requestDemo],
    trailingActions: [],
    backLink: { label: "Back to HR Solutions", placement: "hero-action" },
    closing: { id: "contact", actions: [actions.contactUsToday], emailLine: true },
  },
  healthcare: {
    menuTitle: "Healthcare Solutions",
    root: { label: "Healthcare Solutions", path: "/healthcare-solutions" },
    category: "Healthcare technology",
    // A module's eyebrow is its own name, as the menu shows it.
    eyebrow: (navLabel) => navLabel,
    heroActions: [actions.requestDemo],
    trailingActions: [],
    backLink: { label: "Back to Healthcare Solutions", placement: "above-title" },
    closing: {
      id: "get-started",
      actions: [actions.getStarted, secondary(actions.startYourJourney)],
      emailLine: false,
    },
    // Every module page presents its features and its figures under the same headings.
    sections: {
      features: { id: "core-features", heading: "Core Features" },
      stats: { id: "key-benefits", heading: "Key Benefits" },
    },
  },
};
