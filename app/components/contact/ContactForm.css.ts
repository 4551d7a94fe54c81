import { style } from "@vanilla-extract/css";
import { fieldFrame } from "../../styles/field.css.ts";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

export const form = style({ display: "grid", gap: vars.space["5"] });

export const row = style({
  display: "grid",
  gap: vars.space["5"],
  ...responsive({ tablet: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } }),
});

export const field = style({ display: "grid", gap: vars.space["2"] });

export const label = style({ fontWeight: 600 });

export const optional = style({ fontWeight: 400, color: vars.color.textMuted });

export const input = style([
  fieldFrame,
  {
    width: "100%",
    minHeight: "2.75rem",
    padding: `${vars.space["2"]} ${vars.space["3"]}`,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: "2px" },
      "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
    },
  },
]);

export const textarea = style([input, { minHeight: "9rem", resize: "vertical" }]);

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.sm, fontWeight: 600 });

/** Off-screen and out of the accessibility tree: only bots fill it. */
export const honeypot = style({
  position: "absolute",
  left: "-10000px",
  width: 1,
  height: 1,
  overflow: "hidden",
});

export const privacy = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
