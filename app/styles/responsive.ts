import type { StyleRule } from "@vanilla-extract/css";

/**
 * The site's breakpoints, mobile first: each applies from its width up.
 * - `largePhone`: a phone with room for the brand name at the larger size and for the chat panel
 *   at its own width rather than the screen's.
 * - `tablet`, `desktop`: two columns, then the full grids.
 * - `wide`: the full navigation fits in the header bar. Below it the navigation collapses behind
 *   the menu toggle and the chat launcher sits in the bar beside the toggle (docs/decisions/0002).
 */
export const breakpoints = { largePhone: 420, tablet: 768, desktop: 1024, wide: 1180 } as const;

export type Breakpoint = keyof typeof breakpoints;

/**
 * The one place media queries are written: the base style is the phone's, and each breakpoint's
 * rule overrides it from that width up, in the order of `breakpoints`.
 */
export function responsive(rules: Partial<Record<Breakpoint, StyleRule>>): StyleRule {
  const media: Record<string, StyleRule> = {};
  for (const [name, width] of Object.entries(breakpoints) as [Breakpoint, number][]) {
    const rule = rules[name];
    if (rule) media[`screen and (min-width: ${width}px)`] = rule;
  }
  return { "@media": media };
}

/** A rule for visitors who have not asked their system for less motion. */
export function withMotion(rule: StyleRule): StyleRule {
  return { "@media": { "(prefers-reduced-motion: no-preference)": rule } };
}
