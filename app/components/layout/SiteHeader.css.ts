import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";
import { headerBarHeight } from "./header-bar.ts";

// Below the wide breakpoint (where the full navigation fits in the bar) the header is a column, the bar above the collapsible navigation, and
// never taller than the screen: the open navigation scrolls within it, so every item can be reached.
export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 40,
  display: "flex",
  flexDirection: "column",
  maxHeight: ["100vh", "100dvh"],
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  ...responsive({ wide: { display: "block", maxHeight: "none" } }),
});

// From the wide breakpoint: brand and navigation share a row, and the navigation wraps onto a row
// of its own when it cannot fit beside the brand (larger text or text spacing) rather than overflow.
export const inner = style({
  display: "flex",
  flexDirection: "column",
  minHeight: 0,
  width: "100%",
  maxWidth: vars.width.content,
  marginInline: "auto",
  paddingInline: vars.space["5"],
  ...responsive({
    wide: {
      flexDirection: "row",
      flexWrap: "wrap",
      alignItems: "center",
      justifyContent: "space-between",
      columnGap: vars.space["4"],
    },
  }),
});

// Brand, chat launcher and menu toggle in one row. With the header's bottom border the header is
// exactly the bar's height.
export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  flexShrink: 0,
  minHeight: `calc(${headerBarHeight} - 1px)`,
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  flex: "0 1 auto",
  minWidth: 0,
  marginRight: "auto",
  color: vars.color.text,
  fontWeight: 800,
  fontSize: vars.fontSize.md,
  lineHeight: 1.2,
  textDecoration: "none",
  minHeight: "2.75rem",
  ...responsive({ largePhone: { fontSize: vars.fontSize.lg } }),
});

// The company name wraps onto balanced lines when the bar is short of room (a long word breaks,
// from the body's overflow-wrap): it is never clipped or cut short.
export const brandName = style({ textWrap: "balance", minWidth: 0 });

/** A control in the bar: a 44 px square, its icon centred, never squeezed. */
const barControl = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "2.75rem",
  height: "2.75rem",
} as const;

export const toggle = style({
  ...barControl,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: "pointer",
  ...responsive({ wide: { display: "none" } }),
});

// The open small-screen navigation is its own scroll container, the height the bar leaves.
export const nav = style({
  display: "none",
  minHeight: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  paddingBottom: vars.space["4"],
  selectors: { '&[data-open="true"]': { display: "block" } },
  ...responsive({ wide: { display: "block", overflowY: "visible", paddingBottom: 0 } }),
});

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space["1"],
  ...responsive({ wide: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: 0 } }),
});

/** A link or dropdown trigger in the navigation; NavDropdown's trigger composes it too. */
export const navItem = style({
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
  // In the desktop row, compact enough for brand and all six items to fit beside each other at the
  // wide breakpoint (1112 px of content); an item wraps as a whole, never inside its label.
  ...responsive({ wide: { paddingInline: vars.space["2"], fontSize: vars.fontSize.sm, whiteSpace: "nowrap" } }),
  selectors: { "&:hover": { background: vars.color.surface } },
});

export const navLink = style([
  navItem,
  { selectors: { '&[aria-current="page"]': { color: vars.color.accent, background: vars.color.accentSoft } } },
]);

/**
 * The incident hotline's call button in the bar, below the desktop width (the emergency strip has
 * the hotline from there): the urgent colours, the size of the bar's other controls.
 */
export const callHotline = style({
  ...barControl,
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.textInverse,
  ...responsive({ desktop: { display: "none" } }),
});
