import type { StyleRule } from "@vanilla-extract/css";

export const breakpoints = { tablet: 768, desktop: 1024, wide: 1180 } as const;

/** The one place media queries are written: mobile first, then tablet and desktop overrides. */
export function responsive(rules: { tablet?: StyleRule; desktop?: StyleRule }): StyleRule {
  const media: Record<string, StyleRule> = {};
  if (rules.tablet) media[`screen and (min-width: ${breakpoints.tablet}px)`] = rules.tablet;
  if (rules.desktop) media[`screen and (min-width: ${breakpoints.desktop}px)`] = rules.desktop;
  return { "@media": media };
}

export const reducedMotion = "(prefers-reduced-motion: reduce)";
