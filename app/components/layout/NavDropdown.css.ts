import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";
import { navItem } from "./SiteHeader.css.ts";

export const navTrigger = style([
  navItem,
  { justifyContent: "space-between", selectors: { '&[aria-current="true"]': { color: vars.color.accent } } },
]);

export const chevron = style({
  transition: "transform 150ms ease",
  selectors: { '[aria-expanded="true"] > &': { transform: "rotate(180deg)" } },
});

export const dropdown = style({ position: "relative" });

// What the open dropdown shows: the overview link and the panel. It shows while its trigger is
// expanded (the panel is hidden by the header's model too), so a closed box paints nothing.
// Below the wide breakpoint it is part of the stacked menu; from it, a box under the trigger.
export const box = style({
  display: "none",
  paddingLeft: vars.space["3"],
  selectors: { '[aria-expanded="true"] + &': { display: "block" } },
  ...responsive({
    wide: {
      position: "absolute",
      top: "calc(100% + 0.5rem)",
      left: 0,
      zIndex: 50,
      minWidth: "19rem",
      padding: vars.space["3"],
      background: vars.color.surfaceRaised,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.raised,
    },
  }),
});

/** A box of several groups: two columns under the trigger, anchored at its right edge. */
export const boxWide = style(responsive({ wide: { width: "min(42rem, calc(100vw - 3rem))", left: "auto", right: 0 } }));

export const groupsGrid = style({
  display: "grid",
  gap: vars.space["3"],
  ...responsive({ wide: { display: "block", columns: 2, columnGap: vars.space["4"] } }),
});

export const groupHeading = style({
  margin: 0,
  padding: `${vars.space["2"]} ${vars.space["3"]} ${vars.space["1"]}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
  breakAfter: "avoid",
});

export const groupList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "2px",
  breakInside: "avoid",
  ...responsive({ wide: { marginBottom: vars.space["3"] } }),
});

// The link's area covers its line too (a pseudo-element over the item), so the whole row is the
// link while its accessible name stays the page's label.
export const linkItem = style({
  position: "relative",
  borderRadius: vars.radius.sm,
  selectors: { "&:hover, &:focus-within": { background: vars.color.surface } },
});

export const panelLink = style({
  display: "block",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.sm },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: 700 },
  },
  ...responsive({ wide: { paddingBottom: 0 } }),
});

// The one-line description: from the wide breakpoint, where the dropdown is a box of its own; the
// stacked small-screen menu keeps to the links.
export const linkLine = style({
  display: "none",
  padding: `0 ${vars.space["3"]} ${vars.space["2"]}`,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.4,
  color: vars.color.textMuted,
  ...responsive({ wide: { display: "block" } }),
});

// The way to the family's overview, above the groups and ruled off from them.
export const overviewLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  marginBottom: vars.space["1"],
  borderRadius: vars.radius.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  selectors: { "&:hover, &:focus-visible": { background: vars.color.surface } },
});
