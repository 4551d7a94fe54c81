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

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "2.75rem",
  height: "2.75rem",
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
  // In the desktop row, compact enough for brand and all six items to fit beside each other at the
  // wide breakpoint (1112 px of content); an item wraps as a whole, never inside its label.
  ...responsive({ wide: { paddingInline: vars.space["2"], fontSize: vars.fontSize.sm, whiteSpace: "nowrap" } }),
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
  ...responsive({
    wide: {
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
  }),
});

export const panelWide = style(responsive({ wide: { minWidth: "34rem", left: "auto", right: 0 } }));

export const panelList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "2px",
});

export const panelListWide = style(responsive({ wide: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } }));

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
