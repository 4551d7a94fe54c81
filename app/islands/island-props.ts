import type { NavigationMenus } from "../../content/routes.ts";
import type { Section } from "../../content/schema.ts";

/**
 * The interactive parts of a page, by name, with the props each is prerendered with. Everything
 * else on a page is static HTML that the browser never hydrates: only these reach the client, and
 * their props travel in the page as JSON, so they must be plain data.
 */
export interface IslandProps {
  /** The header's menus and chat launcher, with the path that marks the current page's links. */
  header: { menus: NavigationMenus; currentPath: string };
  certifications: { section: Extract<Section, { kind: "certifications" }> };
  testimonials: { section: Extract<Section, { kind: "testimonials" }> };
  contactForm: { privacyNotice: string };
  /** The contact page's map frame, which gets its address near the screen. */
  officeMap: Record<string, never>;
  /** Renders nothing; reports the attempted path to the console, as the original site did. */
  notFoundReport: Record<string, never>;
}

export type IslandName = keyof IslandProps;

/** The attributes that mark an island in the prerendered page. */
export const islandAttribute = "data-island";
export const islandPropsAttribute = "data-island-props";

/** The prefix of every id React generates inside an island, on the server and in the browser. */
export function islandIdPrefix(name: IslandName): string {
  return `${name}-`;
}
