import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { inverseSurface } from "../../styles/surfaces.css.ts";
import { vars } from "../../styles/theme.css.ts";

export const split = style({
  display: "grid",
  gap: vars.space["8"],
  alignItems: "start",
  ...responsive({ desktop: { gridTemplateColumns: "1.2fr 1fr" } }),
});

export const panel = style([
  inverseSurface,
  {
    borderRadius: vars.radius.lg,
    padding: vars.space["8"],
    display: "grid",
    gap: vars.space["4"],
  },
]);

export const panelSteps = style({ listStyle: "none", padding: 0, display: "grid", gap: vars.space["4"] });

export const panelStepTitle = style({ fontWeight: 700, display: "block" });

export const panelStepText = style({ color: vars.color.textInverseMuted });
