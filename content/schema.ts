/**
 * The shape of page content. Content modules `satisfies` these types and a test parses every
 * entry, so a missing field, an unknown icon or a malformed link fails the build.
 */
import { z } from "zod";
import { iconNames } from "./icons.ts";

const text = z.string().trim().min(1);

export const iconSchema = z.enum(iconNames);

/** An internal path ("/contact"), a telephone link or a mailto link. Internal paths are checked
 * against the route model by the content test. */
export const hrefSchema = z
  .string()
  .regex(/^(\/[a-z0-9\-/]*|tel:\+?\d+|mailto:[^\s@]+@[^\s@]+)$/, "Expected an internal path, tel: or mailto: link");

/** A call to action. Without href it renders as an inert button (the spec's demo buttons). */
export const actionSchema = z.object({
  label: text,
  /** Words read after the label by assistive technology and search engines, to make a generic
   * label ("Learn More") say where it leads; not shown. */
  context: text.optional(),
  href: hrefSchema.optional(),
  variant: z.enum(["primary", "secondary"]).optional(),
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

const sectionBase = {
  /** Anchor id, unique within the page. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  heading: text,
  intro: text.optional(),
};

export const sectionSchema = z.discriminatedUnion("kind", [
  z.object({ ...sectionBase, kind: z.literal("features"), items: z.array(featureCardSchema).min(1) }),
  z.object({ ...sectionBase, kind: z.literal("services"), items: z.array(serviceCardSchema).min(1) }),
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
    kind: z.literal("cta"),
    description: text,
    actions: z.array(actionSchema).min(1),
    /** Adds a line with the company's contact email under the actions. */
    emailLine: z.boolean().optional(),
  }),
]);

export const heroSchema = z.object({
  eyebrow: text.optional(),
  title: text,
  lead: text,
  actions: z.array(actionSchema),
  stats: z.array(statSchema).optional(),
  backLink: z.object({ label: text, href: hrefSchema }).optional(),
});

export const familySchema = z.enum(["cybersecurity", "hr", "healthcare"]);

/** One page of a family (a cybersecurity service, an HR module, a healthcare module or landing). */
export const familyPageSchema = z.object({
  path: z.string().regex(/^\/[a-z0-9\-/]+$/),
  family: familySchema,
  hero: heroSchema,
  sections: z.array(sectionSchema).min(1),
});

export type Action = z.infer<typeof actionSchema>;
export type Stat = z.infer<typeof statSchema>;
export type FeatureCard = z.infer<typeof featureCardSchema>;
export type ServiceCard = z.infer<typeof serviceCardSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Tier = z.infer<typeof tierSchema>;
export type AlertClass = z.infer<typeof alertClassSchema>;
export type RiskItem = z.infer<typeof riskItemSchema>;
export type ListGroup = z.infer<typeof listGroupSchema>;
export type Integration = z.infer<typeof integrationSchema>;
export type Callout = z.infer<typeof calloutSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type SectionKind = Section["kind"];
export type Hero = z.infer<typeof heroSchema>;
export type Family = z.infer<typeof familySchema>;
export type FamilyPage = z.infer<typeof familyPageSchema>;
