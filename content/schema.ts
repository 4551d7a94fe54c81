/**
 * The shape of every page, and its types. A page file (cybersecurity/, hr/, healthcare/, pages/)
 * `satisfies` `PageInput`: its route data (path, menu label, title, description, menu place) and
 * its content. `pageSchema` (parse-page.ts) parses it at build time into a `Page`. This module
 * imports no content, so the content that is typed by it (families.ts, actions.ts) never sits in a
 * cycle with the parsing that reads that content.
 */
import { z } from "zod";
import { disciplines, issuerKeys } from "./credentials.ts";
import { iconNames } from "./icons.ts";
import { trustStrips, type TrustStrip } from "./trust.ts";

const text = z.string().trim().min(1);

export const iconSchema = z.enum(iconNames);

/** An internal path ("/contact", or a section of a page: "/about#certifications"), a telephone link
 * or a mailto link. Internal paths and their sections are checked against the pages by the content test. */
export const hrefSchema = z
  .string()
  .regex(
    /^(\/[a-z0-9\-/]*(#[a-z][a-z0-9-]*)?|tel:\+?\d+|mailto:[^\s@]+@[^\s@]+)$/,
    "Expected an internal path, tel: or mailto: link",
  );

/** A call to action. Without href it renders as an inert button (the spec's demo buttons). */
export const actionSchema = z.object({
  label: text,
  /** Words read after the label by assistive technology and search engines, to make a generic
   * label ("Learn More") say where it leads; not shown. */
  context: text.optional(),
  href: hrefSchema.optional(),
  /** "urgent": an emergency's way to act (the incident hotline), in the critical colour with a warning icon. */
  variant: z.enum(["primary", "secondary", "urgent"]).optional(),
});

export const statSchema = z.object({ value: text, label: text });

export const featureCardSchema = z.object({
  icon: iconSchema,
  title: text,
  description: text,
  href: hrefSchema.optional(),
});

export const serviceCardSchema = z.object({
  icon: iconSchema,
  title: text,
  description: text,
  features: z.array(text).min(1),
  deliverables: z.array(text).min(1),
  href: hrefSchema.optional(),
});

/** A card with an icon, a description and a checklist of what it includes (the home page's services). */
export const offeringSchema = z.object({
  icon: iconSchema,
  title: text,
  description: text,
  features: z.array(text).min(1),
  /** The problem the offering solves in plain words, as a page's `need` line is (searched by the chat, not shown). */
  need: text.optional(),
});

export const stepSchema = z.object({ title: text, description: text });

export const tierSchema = z.object({
  tier: text,
  label: text.optional(),
  responseTime: text.optional(),
  features: z.array(text).min(1),
  highlighted: z.boolean().optional(),
  /** An emergency tier: its label takes the critical colour, never the calm accent. */
  urgent: z.boolean().optional(),
});

export const alertClassSchema = z.object({
  level: z.enum(["Critical", "High", "Medium", "Low"]),
  colour: z.enum(["red", "orange", "yellow", "blue"]),
  description: text,
  examples: z.array(text).min(1),
  responseTime: text,
});

export const riskItemSchema = z.object({
  code: text.optional(),
  title: text,
  description: text,
  risk: z.enum(["Critical", "High", "Medium"]),
});

export const listGroupSchema = z.object({
  title: text,
  icon: iconSchema.optional(),
  items: z.array(text).min(1),
});

export const integrationSchema = z.object({ name: text, logo: text.optional() });

export const calloutSchema = z.object({
  icon: iconSchema,
  title: text,
  description: text,
  action: actionSchema,
});

/** A certification the team holds (credentials.ts): drawn as its issuer's mark, with what it means for a client. */
export const certificationSchema = z.object({
  name: text,
  issuer: z.enum(issuerKeys),
  /** The short form on the mark. */
  code: z.string().regex(/^[A-Z]{2,5}$/),
  discipline: z.enum(Object.keys(disciplines) as [keyof typeof disciplines, ...(keyof typeof disciplines)[]]),
  meaning: text,
});

export const testimonialSchema = z.object({
  name: text,
  role: text,
  content: text,
  image: z.string().regex(/^\/images\/[a-z0-9\-/]+\.(svg|png|jpg|webp)$/),
  rating: z.literal(5),
});

export const faqItemSchema = z.object({ question: text, answer: text });

/** An engagement told without the client's name: who, what they faced, what we did, where it left them. */
export const storySchema = z.object({
  icon: iconSchema,
  /** The client's sector, as the about page lists the sectors. */
  sector: text,
  title: text,
  challenge: text,
  approach: text,
  outcome: text,
  /** The service page the engagement delivered: a visitor describing the same problem is pointed to it. */
  service: hrefSchema,
});

const sectionId = z.string().regex(/^[a-z][a-z0-9-]*$/);

const sectionBase = {
  /** Anchor id, unique within the page; a family page may take its family's for the kind. */
  id: sectionId.optional(),
  /** The section's h2; a family page may take its family's for the kind. */
  heading: text.optional(),
  intro: text.optional(),
  /** A link after the section's content to where the site says more: often a section of another page. */
  more: z.object({ label: text, href: hrefSchema }).optional(),
  /**
   * What the section tells a visitor, in the plain words of someone who wants to know it, written
   * from the section itself (not shown; the chat assistant searches it, as a page's `need` line).
   */
  need: text.optional(),
};

/** Most a card grid may use on a wide screen; without it the section's component chooses. */
const columns = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).optional();

export const sectionSchema = z.discriminatedUnion("kind", [
  z.object({
    ...sectionBase,
    kind: z.literal("features"),
    columns,
    /**
     * "links": a compact list whose titles are the links, one line each, for capabilities that
     * lead into pages the page also shows as cards (the healthcare landing's patient journey).
     */
    look: z.enum(["cards", "links"]).optional(),
    items: z.array(featureCardSchema).min(1),
  }),
  z.object({ ...sectionBase, kind: z.literal("services"), items: z.array(serviceCardSchema).min(1) }),
  z.object({ ...sectionBase, kind: z.literal("offerings"), items: z.array(offeringSchema).min(1) }),
  z.object({
    ...sectionBase,
    kind: z.literal("steps"),
    /** Numbered steps show "01", "02", ... before each title. */
    numbered: z.boolean(),
    items: z.array(stepSchema).min(1),
  }),
  z.object({
    ...sectionBase,
    kind: z.literal("checklist"),
    items: z.array(text).min(1),
    /** The process panel shown beside the checklist. */
    panel: z.object({ heading: text, steps: z.array(stepSchema).min(1) }).optional(),
  }),
  z.object({ ...sectionBase, kind: z.literal("tiers"), items: z.array(tierSchema).min(1) }),
  z.object({ ...sectionBase, kind: z.literal("alerts"), items: z.array(alertClassSchema).min(1) }),
  z.object({ ...sectionBase, kind: z.literal("risks"), items: z.array(riskItemSchema).min(1) }),
  z.object({ ...sectionBase, kind: z.literal("lists"), groups: z.array(listGroupSchema).min(1) }),
  z.object({ ...sectionBase, kind: z.literal("stats"), items: z.array(statSchema).min(1) }),
  z.object({ ...sectionBase, kind: z.literal("tiles"), items: z.array(featureCardSchema).min(1) }),
  z.object({ ...sectionBase, kind: z.literal("integrations"), items: z.array(integrationSchema).min(1) }),
  z.object({ ...sectionBase, kind: z.literal("callouts"), items: z.array(calloutSchema).min(1) }),
  z.object({
    ...sectionBase,
    kind: z.literal("prose"),
    paragraphs: z.array(text).min(1),
    /** Headline figures shown beside the text. */
    stats: z.array(statSchema).min(1).optional(),
    /** Text at the lead size, across the full width. */
    large: z.boolean().optional(),
  }),
  z.object({
    ...sectionBase,
    kind: z.literal("certifications"),
    /** Accessible name of the badge carousel. */
    carouselLabel: text,
    /** Under the carousel, the same certifications listed by discipline with what each discipline means. */
    items: z.array(certificationSchema).min(1),
  }),
  z.object({
    ...sectionBase,
    kind: z.literal("testimonials"),
    carouselLabel: text,
    items: z.array(testimonialSchema).min(1),
  }),
  z.object({ ...sectionBase, kind: z.literal("faq"), items: z.array(faqItemSchema).min(1) }),
  z.object({ ...sectionBase, kind: z.literal("stories"), items: z.array(storySchema).min(1) }),
  z.object({
    ...sectionBase,
    kind: z.literal("map"),
    /** The link to the full map under the frame (company.ts holds the map itself). */
    linkText: text,
  }),
  z.object({
    /** The contact page's form and contact cards, one band without a heading of its own. */
    id: sectionId,
    kind: z.literal("contact"),
    form: z.object({ heading: text, description: text, privacyNotice: text }),
    contactCard: z.object({
      heading: text,
      description: text,
      emergency: z.object({ text, linkText: text }),
    }),
    infoCard: z.object({
      heading: text,
      labels: z.object({ email: text, phone: text, address: text, responseTime: text }),
    }),
    expectations: z.object({ heading: text, items: z.array(text).min(1) }),
    need: sectionBase.need,
  }),
  z.object({
    kind: z.literal("cta"),
    /** Anchor id; a family page gets its family's. */
    id: sectionId.optional(),
    heading: text,
    description: text,
    /** A family page gets its family's buttons. */
    actions: z.array(actionSchema).min(1).optional(),
    /** Adds a line with the company's contact email under the actions. */
    emailLine: z.boolean().optional(),
    /** Selling points the assistant answers from; the page does not show them. */
    points: z.array(text).min(1).optional(),
    need: sectionBase.need,
  }),
]);

/** Decorative drawings a hero can show beside its text on wide screens (app/components/art). */
export const heroArtSchema = z.enum([
  "consultancy",
  "cybersecurity",
  "people",
  "healthcare",
  "about",
  "contact",
  "incident",
]);

export const heroSchema = z.object({
  /** The small line above the title; a family page gets its family's. */
  eyebrow: text.optional(),
  /** The page's h1; the route title when left out. */
  title: text.optional(),
  lead: text,
  /** A family page gets its family's buttons. */
  actions: z.array(actionSchema).optional(),
  stats: z.array(statSchema).optional(),
  /** A drawing beside the text on wide screens; a family page gets its family's motif. */
  art: heroArtSchema.optional(),
  /** The trust strip (trust.ts) under the hero: the home page's and each family overview's own. */
  trust: z.enum(Object.keys(trustStrips) as [keyof typeof trustStrips, ...(keyof typeof trustStrips)[]]).optional(),
});

export const familySchema = z.enum(["cybersecurity", "hr", "healthcare"]);

export const menuGroupSchema = z.enum(["primary", ...familySchema.options]);

export const corePageKindSchema = z.enum(["home", "about", "contact", "services"]);

/** What every page says about itself to the route model: menus, prerendering, meta tags, the chat. */
const routeFields = {
  path: z.string().regex(/^\/[a-z0-9\-/]*$/),
  /** Link text in menus and breadcrumbs. */
  navLabel: text,
  /** Document title, before the " | Company" suffix; the hero title unless the hero sets its own. */
  title: text,
  /** Meta description: one or two sentences, under 160 characters. */
  description: text,
  /**
   * The problem the page's service solves, in the plain words of someone who has it, written as
   * copy from the service itself: not shown on the page; the chat assistant searches it and may
   * quote it, so a visitor who describes a need without the service's name still finds the page.
   */
  need: text.optional(),
  hero: heroSchema,
  sections: z.array(sectionSchema).min(1),
};

/** A page file as written: route data and content, its family's parts left out. */
export const pageFileSchema = z.discriminatedUnion("kind", [
  z.object({
    ...routeFields,
    kind: corePageKindSchema,
    /** The header menu that lists this page, if any. */
    menu: z.literal("primary").optional(),
  }),
  z.object({
    ...routeFields,
    kind: familySchema,
    /** Place in the family's menu and in the route list: 1 comes first. */
    order: z.number().int().positive(),
  }),
]);

/** The not-found page: not a route of the model, and read by the browser as written (see not-found.ts). */
export const notFoundPageSchema = z.object({
  kind: z.literal("not-found"),
  title: text,
  code: text,
  heading: text,
  lead: text,
  home: z.object({ label: text, href: hrefSchema }),
  suggestions: z.object({ heading: text, links: z.array(z.object({ path: hrefSchema, label: text })).min(1) }),
  emergency: z.object({ text, linkText: text, href: hrefSchema }),
});

export type PageFile = z.output<typeof pageFileSchema>;
export type SectionFile = z.output<typeof sectionSchema>;
type CtaFile = Extract<SectionFile, { kind: "cta" }>;

export type Action = z.infer<typeof actionSchema>;
export type Stat = z.infer<typeof statSchema>;
export type FeatureCard = z.infer<typeof featureCardSchema>;
export type ServiceCard = z.infer<typeof serviceCardSchema>;
export type Offering = z.infer<typeof offeringSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Tier = z.infer<typeof tierSchema>;
export type HeroArt = z.infer<typeof heroArtSchema>;
export type AlertClass = z.infer<typeof alertClassSchema>;
export type RiskItem = z.infer<typeof riskItemSchema>;
export type ListGroup = z.infer<typeof listGroupSchema>;
export type Integration = z.infer<typeof integrationSchema>;
export type Callout = z.infer<typeof calloutSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type Story = z.infer<typeof storySchema>;
export type Family = z.infer<typeof familySchema>;
export type MenuGroup = z.infer<typeof menuGroupSchema>;
/** Which route module renders the page. */
export type PageKind = PageFile["kind"];
export type NotFoundPage = z.infer<typeof notFoundPageSchema>;

/** The closing call to action, with its id and buttons settled. */
export type CtaSection = Omit<CtaFile, "id" | "actions"> & { id: string; actions: Action[] };
/** A section as pages show it: its anchor id and heading settled (the contact band has no heading). */
export type Section = SectionFile extends infer S
  ? S extends { kind: "cta" }
    ? CtaSection
    : S extends { kind: "contact" }
      ? S
      : Omit<S, "id" | "heading"> & { id: string; heading: string }
  : never;
export type SectionKind = Section["kind"];

/** The hero as pages show it: title, eyebrow and buttons settled, and a family module's back link. */
export interface Hero {
  eyebrow?: string;
  title: string;
  lead: string;
  actions: Action[];
  stats?: Stat[];
  art?: HeroArt;
  trust?: TrustStrip;
  backLink?: { label: string; href: string };
}

/** A page as the app, the build and the chat read it. */
export interface Page {
  kind: PageKind;
  path: string;
  navLabel: string;
  title: string;
  description: string;
  /** The problem the service solves, in plain words (the chat assistant reads it). */
  need?: string;
  menu?: MenuGroup;
  /** Place among the pages of its kind (menus, route list). */
  order: number;
  hero: Hero;
  sections: Section[];
}

/** A page as the route model lists it: what menus, prerendering, meta tags and links need. */
export type SiteRoute = Pick<Page, "kind" | "path" | "navLabel" | "title" | "description" | "menu">;

/** What a page file holds, before parsing: route data and content, family parts left out. */
export type PageInput = z.input<typeof pageFileSchema>;
