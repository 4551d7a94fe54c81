/** Raw design tokens. The theme contract (theme.css.ts) gives them semantic names. */
export const palette = {
  navy950: "#07111f",
  navy900: "#0b1b31",
  navy800: "#13294a",
  navy700: "#1d3a66",
  slate600: "#475569",
  slate500: "#64748b",
  slate200: "#e2e8f0",
  slate100: "#f1f5f9",
  slate50: "#f8fafc",
  white: "#ffffff",
  teal700: "#0f766e",
  teal600: "#0d9488",
  teal300: "#5eead4",
  teal100: "#ccfbf1",
  red700: "#b91c1c",
  red100: "#fee2e2",
  orange700: "#c2410c",
  orange100: "#ffedd5",
  amber800: "#92400e",
  amber100: "#fef3c7",
  blue700: "#1d4ed8",
  blue100: "#dbeafe",
  green700: "#15803d",
  gold500: "#d97706",
} as const;

export const breakpoints = { tablet: 768, desktop: 1024, wide: 1180 } as const;
