/**
 * The theme's values: the raw palette, and the semantic colours, type, spacing and radii built
 * from it. theme.css.ts turns `themeValues` into CSS variables under the contract's names, which is
 * how components read them. This file is plain TypeScript, so the one place that needs a literal
 * value at build time (the browser's theme colour in root.tsx) reads it here, from the same source.
 */

const navy900 = "#0b1b31";

/**
 * The browser's theme colour (the meta theme-color in root.tsx, a literal at build): the navy of
 * the dark surfaces. A constant of its own, so the page's JavaScript carries it without the theme.
 */
export const browserThemeColor = navy900;

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const digits = "0123456789";

/**
 * The brand typeface (self-hosted, see fonts.css.ts) and the metric-matched local faces that stand
 * in for it until it arrives, laid out alike. fonts.css.ts declares the faces under these names;
 * pipeline/brand-font.ts cuts the file to `characters` and `weights` (decision 0014), and the root
 * preloads it.
 */
export const brandFont = {
  family: "Manrope",
  file: "/fonts/manrope-subset.woff2",
  /**
   * What the file draws: the letters, digits and marks the site's copy uses, and the few a writer
   * reaches for next (" – — …). Every glyph costs the first paint bytes, so it holds no others; a
   * character it lacks (one a visitor types into the chat) is drawn by the stand-in beside it.
   */
  characters: `${letters}${digits} !"#%&'()+,-./:;?@|\u00a0\u00b7\u2013\u2014\u2019\u2026`,
  /** The weights the styles use: the range of the file's variable axis. */
  weights: { min: 400, max: 800 },
  fallbacks: { arial: "Manrope Fallback Arial", roboto: "Manrope Fallback Roboto" },
} as const;

const systemSans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** The brand face, then its stand-ins for the moments before it arrives, then the system's. */
const brandStack = `${brandFont.family}, "${brandFont.fallbacks.arial}", "${brandFont.fallbacks.roboto}", ${systemSans}`;

/** Raw colours: named here only, and given their semantic names below. */
const palette = {
  navy900,
  navy800: "#13294a",
  slate600: "#475569",
  slate200: "#e2e8f0",
  slate50: "#f8fafc",
  white: "#ffffff",
  teal700: "#0f766e",
  teal300: "#5eead4",
  teal100: "#ccfbf1",
  red900: "#7f1d1d",
  red700: "#b91c1c",
  red300: "#fca5a5",
  red100: "#fee2e2",
  orange700: "#c2410c",
  orange100: "#ffedd5",
  amber800: "#92400e",
  amber100: "#fef3c7",
  yellow600: "#ca8a04",
  blue900: "#1e3a8a",
  blue700: "#1d4ed8",
  blue300: "#93c5fd",
  blue100: "#dbeafe",
  green900: "#064e3b",
  green700: "#15803d",
  green50: "#ecfdf5",
  gold500: "#d97706",
} as const;

/** Semantic values: components ask for "accent", never for "teal700". */
export const themeValues = {
  color: {
    text: palette.navy900,
    textMuted: palette.slate600,
    textInverse: palette.white,
    textInverseMuted: palette.slate200,
    background: palette.white,
    surface: palette.slate50,
    surfaceRaised: palette.white,
    surfaceInverse: palette.navy900,
    surfaceInverseRaised: palette.navy800,
    border: palette.slate200,
    /** A faint darkening of whatever is beneath, for hovered controls with no fill of their own. */
    hoverTint: "rgb(0 0 0 / 0.06)",
    accent: palette.teal700,
    accentStrong: palette.navy800,
    accentSoft: palette.teal100,
    accentOnInverse: palette.teal300,
    /** The focus ring on light surfaces; surfaces.css.ts swaps in `focusOnInverse` on navy. */
    focus: palette.blue700,
    focusOnInverse: palette.blue300,
    critical: palette.red700,
    /** An emergency drawn on navy (the incident drawing's alarm): the critical hue, light enough to read there. */
    criticalOnInverse: palette.red300,
    criticalSoft: palette.red100,
    /** Text on `criticalSoft`, darker than `critical` for body copy. */
    criticalStrong: palette.red900,
    high: palette.orange700,
    highSoft: palette.orange100,
    medium: palette.amber800,
    mediumSoft: palette.amber100,
    /** The yellow alert class's stripe: a colour for a border, too light for text. */
    caution: palette.yellow600,
    info: palette.blue700,
    infoSoft: palette.blue100,
    /** Text on `infoSoft`. */
    infoStrong: palette.blue900,
    success: palette.green700,
    successSoft: palette.green50,
    /** Text on `successSoft`. */
    successStrong: palette.green900,
    rating: palette.gold500,
  },
  font: {
    body: brandStack,
    heading: brandStack,
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    "2xl": "1.75rem",
    "3xl": "2.25rem",
    // Fluid from 1.875rem on a 320 px phone, so a long word such as "Cybersecurity" fits a phone's
    // width even with widened letter spacing (WCAG 1.4.12).
    "4xl": "clamp(1.875rem, 1.2rem + 3.2vw, 3.5rem)",
  },
  space: {
    "1": "0.25rem",
    "2": "0.5rem",
    "3": "0.75rem",
    "4": "1rem",
    "5": "1.25rem",
    "6": "1.5rem",
    "8": "2rem",
    "10": "2.5rem",
    "12": "3rem",
    "16": "4rem",
  },
  radius: { sm: "0.375rem", md: "0.625rem", lg: "1rem", full: "9999px" },
  shadow: {
    card: "0 1px 2px rgb(11 27 49 / 0.06), 0 1px 3px rgb(11 27 49 / 0.1)",
    raised: "0 10px 30px rgb(11 27 49 / 0.18)",
  },
  width: { content: "72rem", prose: "42rem" },
} as const;
