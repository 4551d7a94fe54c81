import { createVar, globalStyle, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { responsive } from "../../styles/responsive.ts";
import { inverseSurface } from "../../styles/surfaces.css.ts";
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
      inverse: [inverseSurface],
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

/** Desktop column count of a `grid`; tablets take two at most, phones one. */
const columns = createVar();
const gridGap = vars.space["5"];

/**
 * The card grid. A wrapping flex row rather than CSS grid, so a last row that is not full is
 * centred instead of leaving empty cells on the right; rows stay equal in height. Pick the count
 * with `balancedColumns` (grid-columns.ts).
 */
const gridBase = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: gridGap,
  listStyle: "none",
  padding: 0,
  margin: 0,
  vars: { [columns]: "1" },
});

globalStyle(`${gridBase} > *`, {
  flex: `0 0 calc((100% - (${columns} - 1) * ${gridGap}) / ${columns})`,
  minWidth: 0,
});

const columnsAt = (desktop: number) =>
  responsive({
    tablet: { vars: { [columns]: String(Math.min(desktop, 2)) } },
    desktop: { vars: { [columns]: String(desktop) } },
  });

export const grid = recipe({
  base: [gridBase],
  variants: {
    columns: {
      1: {},
      2: columnsAt(2),
      3: columnsAt(3),
      4: columnsAt(4),
      5: columnsAt(5),
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

/** A long check list set in columns, read down each column like text (never centred). */
export const checkColumns = style({
  ...responsive({
    tablet: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    desktop: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  }),
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

/**
 * A line for emergencies (the 24/7 incident line): the critical colour, so it never reads as calm
 * as the rest of the page. Its link stays underlined and dark enough to read on the pale red.
 */
export const urgentLine = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["2"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.text,
  fontWeight: 600,
});

globalStyle(`${urgentLine} > svg`, { color: vars.color.critical, flexShrink: 0, marginTop: "0.15rem" });
globalStyle(`${urgentLine} a`, { color: vars.color.critical, fontWeight: 700 });
