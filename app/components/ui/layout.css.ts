import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

export const container = style({
  width: "100%",
  maxWidth: vars.width.content,
  marginInline: "auto",
  paddingInline: vars.space["5"],
});

export const section = recipe({
  base: { paddingBlock: vars.space["12"], ...responsive({ desktop: { paddingBlock: vars.space["16"] } }) },
  variants: {
    tone: {
      plain: { background: vars.color.background },
      muted: { background: vars.color.surface },
      inverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: "plain" },
});

export const sectionHeader = style({
  maxWidth: vars.width.prose,
  marginBottom: vars.space["8"],
  display: "grid",
  gap: vars.space["3"],
});

export const sectionHeading = style({
  fontSize: vars.fontSize["2xl"],
  ...responsive({ desktop: { fontSize: vars.fontSize["3xl"] } }),
});

export const sectionIntro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const grid = recipe({
  base: { display: "grid", gap: vars.space["5"], listStyle: "none", padding: 0, margin: 0 },
  variants: {
    columns: {
      2: responsive({ tablet: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } }),
      3: responsive({
        tablet: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        desktop: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
      }),
      4: responsive({
        tablet: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        desktop: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
      }),
    },
  },
  defaultVariants: { columns: 3 },
});

export const card = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space["6"],
  boxShadow: vars.shadow.card,
  display: "flex",
  flexDirection: "column",
  gap: vars.space["3"],
  color: vars.color.text,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg });

export const cardText = style({ color: vars.color.textMuted });

export const iconBadge = style({
  display: "inline-grid",
  placeItems: "center",
  width: "3rem",
  height: "3rem",
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  flexShrink: 0,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.accent,
});

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const checkList = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space["3"],
});

export const checkItem = style({ display: "flex", gap: vars.space["3"], alignItems: "flex-start" });

export const checkIcon = style({ color: vars.color.success, flexShrink: 0, marginTop: "0.15rem" });

export const cardLink = style({
  fontWeight: 600,
  marginTop: "auto",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
});
