import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const cta = style({ display: "grid", gap: vars.space["5"], justifyItems: "center", textAlign: "center" });

export const ctaText = style({
  maxWidth: vars.width.prose,
  color: vars.color.textInverseMuted,
  fontSize: vars.fontSize.lg,
});

export const emailLink = style({ color: vars.color.accentOnInverse });
