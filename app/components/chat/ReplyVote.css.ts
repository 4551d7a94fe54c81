import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const vote = style({
  alignSelf: "flex-start",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["2"],
  // Close under the reply it rates.
  marginTop: `calc(-1 * ${vars.space["1"]})`,
});

export const button = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  // 24 px at least: WCAG 2.2's target size.
  minHeight: "1.75rem",
  padding: `0 ${vars.space["2"]}`,
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.accent },
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.textInverse,
    },
  },
});

export const status = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
