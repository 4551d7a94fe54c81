import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

/**
 * The dark (navy) surface: heroes, call-to-action bands, panels, the footer, the chat header.
 * Everything drawn on it that needs a colour of its own comes from here, so a focus ring or a
 * link inside can never fall back to a colour made for white: the default focus blue reaches only
 * 2.5:1 on navy, this one more than 3:1 (WCAG 1.4.11) on both navy tones.
 */
export const inverseSurface = style({
  vars: { [vars.color.focus]: vars.color.focusOnInverse },
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});
