/**
 * The three families of pages (cybersecurity services, HR modules, healthcare modules) and what
 * their pages share: the header menu that lists them, the breadcrumb root, the hero's eyebrow, its
 * default actions, the link back to the family's overview and the closing call to action. The page
 * parsing (parse-page.ts) fills these in wherever a page file leaves them out, so a page file holds
 * only what is its own.
 */
import { actions, secondary } from "./actions.ts";
import { company } from "./company.ts";
import type { Action, Family, HeroArt, SectionKind } from "./schema.ts";

export interface FamilyDefinition {
  /** The header dropdown that lists the family's pages. */
  menuTitle: string;
  /** The family's overview: the breadcrumb trail's second step, and where module pages link back to. */
  root: { label: string; path: string };
  /** schema.org serviceType of the family's pages. */
  category: string;
  /** The family's motif: the drawing beside every hero of the family, unless the page has its own. */
  art: HeroArt;
  /** The small line above the hero title, unless the page sets its own. */
  eyebrow: (navLabel: string) => string;
  /** The hero's primary button, unless the page sets its own. */
  heroActions: readonly Action[];
  /**
   * The second button of a hero or closing row whose page gives only its primary: a way on through
   * the family, never a second way to the same place.
   */
  secondaryAction?: Action;
  /**
   * Every page but the overview links back to it: above the hero title, or as the hero's secondary
   * button (in place of `secondaryAction`) when the page gives only its primary.
   */
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
    art: "cybersecurity",
    eyebrow: () => "Cybersecurity Services",
    heroActions: [actions.getStartedToday],
    secondaryAction: actions.viewAllServices,
    closing: { id: "get-started", actions: [actions.scheduleConsultation], emailLine: false },
  },
  hr: {
    menuTitle: "HR Solutions",
    root: { label: "HR Solutions", path: "/hr-solutions" },
    category: "HR and payroll software",
    art: "people",
    eyebrow: () => company.hrBrand,
    heroActions: [actions.requestDemo],
    backLink: { label: "Back to HR Solutions", placement: "hero-action" },
    closing: { id: "contact", actions: [actions.contactUsToday], emailLine: true },
  },
  healthcare: {
    menuTitle: "Healthcare Solutions",
    root: { label: "Healthcare Solutions", path: "/healthcare-solutions" },
    category: "Healthcare technology",
    art: "healthcare",
    // A module's eyebrow is its own name, as the menu shows it.
    eyebrow: (navLabel) => navLabel,
    heroActions: [actions.requestDemo],
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
