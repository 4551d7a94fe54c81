/**
 * Parses a page file at build time into the `Page` the site shows: checks every field against
 * `pageFileSchema` (schema.ts), fills in what the page's family gives (families.ts) and replaces
 * the fact tokens of fact-tokens.ts, so a missing field, an unknown icon or token, a duplicate
 * anchor or a malformed link fails the build.
 */
import { families } from "./families.ts";
import { resolveFactTokens } from "./fact-tokens.ts";
import {
  familySchema,
  pageFileSchema,
  type Action,
  type Family,
  type Hero,
  type Page,
  type PageFile,
  type Section,
  type SectionFile,
} from "./schema.ts";
import { trustStrips } from "./trust.ts";

function isFamilyFile(page: PageFile): page is Extract<PageFile, { kind: Family }> {
  return familySchema.safeParse(page.kind).success;
}

/** The hero and the sections with the family's parts filled in; what is still missing is reported later. */
function settle(page: PageFile): Omit<Page, "hero" | "sections"> & { hero: Hero; sections: SectionFile[] } {
  const { hero: heroFile, sections, ...route } = page;
  const { trust, ...heroContent } = heroFile;
  const hero = {
    ...heroContent,
    title: heroFile.title ?? page.title,
    actions: heroFile.actions ?? [],
    ...(trust ? { trust: trustStrips[trust] } : {}),
  };
  if (!isFamilyFile(page)) return { ...route, order: 0, hero, sections };
  const family = families[page.kind];
  const isRoot = page.path === family.root.path;
  const back = family.backLink && !isRoot ? { label: family.backLink.label, href: family.root.path } : undefined;
  const backAction =
    back && family.backLink?.placement === "hero-action" ? { ...back, variant: "secondary" as const } : undefined;
  // A row the page gives only its primary gets the family's way on as its secondary.
  const withSecondary = (own: readonly Action[], secondary: Action | undefined) =>
    own.length === 1 && secondary ? [...own, secondary] : [...own];
  return {
    ...route,
    order: page.order,
    menu: page.kind,
    hero: {
      ...hero,
      eyebrow: hero.eyebrow ?? family.eyebrow(page.navLabel),
      art: hero.art ?? family.art,
      actions: withSecondary(heroFile.actions ?? family.heroActions, backAction ?? family.secondaryAction),
      ...(back && family.backLink?.placement === "above-title" ? { backLink: back } : {}),
    },
    sections: sections.map((section): SectionFile => {
      if (section.kind === "contact") return section;
      if (section.kind === "cta") {
        return {
          ...section,
          id: section.id ?? family.closing.id,
          actions: withSecondary(section.actions ?? family.closing.actions, family.secondaryAction),
          emailLine: section.emailLine ?? family.closing.emailLine,
        };
      }
      const defaults = family.sections?.[section.kind];
      return { ...section, id: section.id ?? defaults?.id, heading: section.heading ?? defaults?.heading };
    }),
  };
}

/** The section, if nothing it needs is missing after the family's parts are filled in. */
function settled(section: SectionFile): Section | string {
  if (section.kind === "contact") return section;
  if (section.id === undefined) return `A ${section.kind} section needs an id`;
  if (section.kind === "cta") {
    const { id, actions } = section;
    return actions ? { ...section, id, actions } : `The call to action #${id} needs its actions`;
  }
  const { id, heading } = section;
  return heading === undefined ? `The ${section.kind} section #${id} needs a heading` : { ...section, id, heading };
}

/**
 * What is wrong with a row of buttons (a hero's, a closing call to action's), if anything: every
 * page orders them alike, its one primary (or urgent) action first, then at most one secondary.
 */
export function actionRowProblem(actions: readonly Action[]): string | undefined {
  if (actions.length > 2) return `has ${actions.length} buttons; a row has a primary and at most one secondary`;
  if (actions[0]?.variant === "secondary") return `starts with the secondary "${actions[0].label}"`;
  if (actions[1] && actions[1].variant !== "secondary") return `has a second primary, "${actions[1].label}"`;
  return undefined;
}

/** Every string inside a value with its fact tokens replaced; unknown tokens are collected. */
function resolveDeep<T>(value: T, unknown: string[]): T {
  if (typeof value === "string") {
    const resolved = resolveFactTokens(value);
    unknown.push(...resolved.unknown);
    return resolved.text as T;
  }
  if (Array.isArray(value)) return value.map((inner: unknown) => resolveDeep(inner, unknown)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveDeep(inner, unknown)])) as T;
  }
  return value;
}

/** Parses a page file into the page the site shows. */
export const pageSchema = pageFileSchema.transform((file, context): Page => {
  const unknown: string[] = [];
  const { sections, ...page } = resolveDeep(settle(file), unknown);
  for (const token of unknown) context.addIssue({ code: "custom", message: `Unknown fact token ${token}` });
  const results = sections.map(settled);
  for (const problem of results.filter((result) => typeof result === "string")) {
    context.addIssue({ code: "custom", message: problem });
  }
  const ready = results.filter((result) => typeof result !== "string");
  const rows = [
    { where: "The hero", actions: page.hero.actions },
    ...ready.flatMap((section) =>
      section.kind === "cta" ? [{ where: `#${section.id}`, actions: section.actions }] : [],
    ),
  ];
  for (const { where, actions } of rows) {
    const problem = actionRowProblem(actions);
    if (problem) context.addIssue({ code: "custom", message: `${where} ${problem}` });
  }
  const ids = ready.map((section) => section.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) context.addIssue({ code: "custom", message: `Section id "${repeated}" appears twice` });
  return { ...page, sections: ready };
});
