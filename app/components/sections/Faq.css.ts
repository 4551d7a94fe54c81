import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const faqList = style({ display: "grid", gap: vars.space["3"], maxWidth: "52rem" });

export const faqItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const question = style({
  cursor: "pointer",
  padding: vars.space["4"],
  fontWeight: 700,
  listStylePosition: "inside",
});

export const answer = style({ padding: `0 ${vars.space["4"]} ${vars.space["4"]}`, color: vars.color.textMuted });
