import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

export const root = style({ display: "grid", gap: vars.space["4"] });

// Positioned, so visually hidden text inside slides is clipped with them rather than overflowing the page.
export const viewport = style({ overflow: "hidden", position: "relative" });

export const track = style({
  display: "flex",
  touchAction: "pan-y pinch-zoom",
  marginLeft: `calc(${vars.space["4"]} * -1)`,
});

export const slide = recipe({
  base: { minWidth: 0, paddingLeft: vars.space["4"], flexShrink: 0 },
  variants: {
    perView: {
      badges: {
        flexBasis: "50%",
        ...responsive({ tablet: { flexBasis: "33.333%" }, desktop: { flexBasis: "25%" } }),
      },
      testimonials: { flexBasis: "100%", ...responsive({ tablet: { flexBasis: "50%" } }) },
    },
  },
});

export const controls = style({ display: "flex", gap: vars.space["2"], justifyContent: "flex-end" });

export const controlButton = style({
  display: "inline-grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.accentSoft },
    "&:disabled": { opacity: 0.45, cursor: "not-allowed" },
  },
});
