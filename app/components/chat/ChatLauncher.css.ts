import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

// While the navigation is collapsed the launcher sits in the header bar beside the menu toggle, so
// it covers no content on a phone (docs/decisions/0002); from the wide breakpoint it is fixed at
// the bottom right, as the specification has it.
export const launcher = style({
  flexShrink: 0,
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.full,
  border: 0,
  display: "grid",
  placeItems: "center",
  background: vars.color.accent,
  color: vars.color.textInverse,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.accentStrong } },
  ...responsive({
    wide: {
      position: "fixed",
      right: vars.space["5"],
      bottom: vars.space["5"],
      zIndex: 60,
      width: "3.5rem",
      height: "3.5rem",
      boxShadow: vars.shadow.raised,
    },
  }),
});
