import { style } from "@vanilla-extract/css";
import { breakpoints } from "../../styles/tokens.ts";
import { vars } from "../../styles/theme.css.ts";

// The full navigation needs more room than the content breakpoint: below this it collapses.
const desktop = `screen and (min-width: ${breakpoints.wide}px)`;

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 40,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["4"],
  minHeight: "4rem",
  maxWidth: vars.width.content,
  marginInline: "auto",
  paddingInline: vars.space["5"],
  flexWrap: "wrap",
  "@media": { [desktop]: { flexWrap: "nowrap" } },
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  color: vars.color.text,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  textDecoration: "none",
  minHeight: "2.75rem",
  whiteSpace: "nowrap",
});

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: "pointer",
  "@media": { [desktop]: { display: "none" } },
});

export const nav = style({
  display: "none",
  flexBasis: "100%",
  paddingBottom: vars.space["4"],
  selectors: { '&[data-open="true"]': { display: "block" } },
  "@media": { [desktop]: { display: "block", flexBasis: "auto", paddingBottom: 0 } },
});

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space["1"],
  "@media": { [desktop]: { flexDirection: "row", alignItems: "center", gap: vars.space["1"] } },
});

const navItemBase = {
  display: "flex",
  alignItems: "center",
  gap: vars.space["1"],
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  textDecoration: "none",
  background: "transparent",
  border: 0,
  cursor: "pointer",
  whiteSpace: "nowrap",
} as const;

export const navLink = style({
  ...navItemBase,
  selectors: {
    "&:hover": { background: vars.color.surface },
    '&[aria-current="page"]': { color: vars.color.accent, background: vars.color.accentSoft },
  },
});

export const navTrigger = style({
  ...navItemBase,
  justifyContent: "space-between",
  selectors: {
    "&:hover": { background: vars.color.surface },
    '&[data-current="true"]': { color: vars.color.accent },
  },
});

export const chevron = style({
  transition: "transform 150ms ease",
  selectors: { '[aria-expanded="true"] > &': { transform: "rotate(180deg)" } },
});

export const dropdown = style({ position: "relative" });

export const panel = style({
  paddingLeft: vars.space["3"],
  // A closed panel stays in the DOM as hidden="until-found" (content-visibility: hidden), which
  // still paints the box itself: drop its padding, border and shadow while hidden.
  selectors: { "&[hidden]": { padding: 0, border: 0, boxShadow: "none" } },
  "@media": {
    [desktop]: {
      position: "absolute",
      top: "calc(100% + 0.5rem)",
      left: 0,
      zIndex: 50,
      minWidth: "17rem",
      padding: vars.space["2"],
      background: vars.color.surfaceRaised,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.raised,
    },
  },
});

export const panelWide = style({
  "@media": { [desktop]: { minWidth: "34rem", left: "auto", right: 0 } },
});

export const panelList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "2px",
});

export const panelListWide = style({
  "@media": { [desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const panelLink = style({
  display: "block",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
  selectors: {
    "&:hover, &:focus-visible": { background: vars.color.surface },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: 700 },
  },
});

export const skipLink = style({
  position: "absolute",
  left: vars.space["4"],
  top: "-4rem",
  zIndex: 100,
  padding: `${vars.space["2"]} ${vars.space["4"]}`,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  borderRadius: vars.radius.md,
  fontWeight: 700,
  selectors: { "&:focus": { top: vars.space["2"] } },
});
