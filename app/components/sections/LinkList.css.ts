import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

/** One column on a phone, three on a desktop, each entry ruled off above. */
export const linkList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  columnGap: vars.space["8"],
  ...responsive({
    tablet: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    desktop: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  }),
});

export const linkItem = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["3"],
  paddingBlock: vars.space["4"],
  borderTop: `1px solid ${vars.color.border}`,
});

export const linkIcon = style({ color: vars.color.accent, flexShrink: 0, marginTop: "0.15rem" });

export const linkTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const linkText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space["1"] });
