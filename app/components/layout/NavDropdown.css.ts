import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";
import { navItem } from "./SiteHeader.css.ts";

export const navTrigger = style([
  navItem,
  { justifyContent: "space-between", selectors: { '&[data-current="true"]': { color: vars.color.accent } } },
]);

export const chevron = style({
  transition: "transform 150ms ease",
  selectors: { '[aria-expanded="true"] > &': { transform: "rotate(180deg)" } },
});

export const dropdown = style({ position: "relative" });

// Below the wide breakpoint the panel is part of the stacked menu; from it, a box under the trigger.
export const panel = style({
  paddingLeft: vars.space["3"],
  // A closed panel stays in the DOM, hidden: should a rule ever show it, no empty box paints.
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
