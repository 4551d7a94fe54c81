import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

// Out of sight until focused: the first stop of the keyboard on every page.
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
