import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

/**
 * The frame every text field shares (the contact form's fields, the chat's message and contact
 * inputs): a border that reaches 3:1 against the page, the theme's radius, the page's type and
 * colours. Each form sets its own height and padding.
 */
export const fieldFrame = style({
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surfaceRaised,
});
