import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css.ts";

/**
 * Buttons, and links styled as buttons, share one recipe. `variant` is the emphasis, `tone` the
 * surface the button sits on: on a dark surface the primary button is white and the secondary
 * one an outline in white.
 */
export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space["2"],
    minHeight: "2.75rem",
    padding: `${vars.space["2"]} ${vars.space["5"]}`,
    borderRadius: vars.radius.md,
    border: "2px solid transparent",
    fontWeight: 600,
    fontSize: vars.fontSize.md,
    lineHeight: 1.2,
    textDecoration: "none",
    cursor: "pointer",
    transition: "background-color 150ms ease, color 150ms ease, border-color 150ms ease",
    selectors: {
      "&[data-disabled], &:disabled": { opacity: 0.55, cursor: "not-allowed" },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.textInverse,
        selectors: { "&:hover": { background: vars.color.accentStrong } },
      },
      secondary: {
        background: "transparent",
        color: vars.color.accentStrong,
        borderColor: vars.color.accentStrong,
        selectors: { "&:hover": { background: vars.color.accentSoft } },
      },
      // The same red on light and dark surfaces: an emergency looks like one wherever it appears.
      urgent: {
        background: vars.color.critical,
        color: vars.color.textInverse,
        selectors: { "&:hover": { background: vars.color.criticalStrong } },
      },
    },
    tone: { light: {}, dark: {} },
    size: {
      sm: { minHeight: "2.25rem", padding: `${vars.space["1"]} ${vars.space["3"]}`, fontSize: vars.fontSize.sm },
      md: {},
      lg: { minHeight: "3.25rem", padding: `${vars.space["3"]} ${vars.space["6"]}`, fontSize: vars.fontSize.lg },
    },
  },
  compoundVariants: [
    {
      variants: { variant: "primary", tone: "dark" },
      style: {
        background: vars.color.textInverse,
        color: vars.color.accentStrong,
        selectors: { "&:hover": { background: vars.color.accentSoft } },
      },
    },
    {
      variants: { variant: "secondary", tone: "dark" },
      style: {
        background: "transparent",
        color: vars.color.textInverse,
        borderColor: vars.color.textInverse,
        selectors: { "&:hover": { background: vars.color.surfaceInverseRaised } },
      },
    },
  ],
  defaultVariants: { variant: "primary", tone: "light", size: "md" },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
