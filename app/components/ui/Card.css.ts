import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

/** The raised white box every content card is drawn in. */
export const card = recipe({
  base: {
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    padding: vars.space["5"],
    ...responsive({ tablet: { padding: vars.space["6"] } }),
    boxShadow: vars.shadow.card,
    display: "flex",
    flexDirection: "column",
    gap: vars.space["3"],
    color: vars.color.text,
  },
  variants: {
    /** Compact tiles keep their lines to their own width, from the start. */
    align: { stretch: {}, start: { alignItems: "flex-start" } },
  },
  defaultVariants: { align: "stretch" },
});

export const cardTitle = style({ fontSize: vars.fontSize.lg });

/**
 * The icon and the title: side by side on phones, so a long list of cards is shorter there; the
 * icon above the title from tablets up. The same gap as the card's, so nothing else moves.
 */
export const cardLead = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  ...responsive({ tablet: { flexDirection: "column", alignItems: "stretch" } }),
});

export const cardText = style({ color: vars.color.textMuted });

/** A row at the top of a card: the title or a code beside a badge or an icon. */
export const cardHeader = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space["2"],
});

/** The "Learn More" link a card ends with. */
export const cardLink = style({
  fontWeight: 600,
  marginTop: "auto",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
});

/** Small muted detail: a code, an alert colour, a line such as "Response time: Under 1 hour". */
export const cardMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cardMetaValue = style({ fontWeight: 700, color: vars.color.text });

export const cardListHeading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.textMuted,
});

export const cardList = style({
  paddingLeft: vars.space["5"],
  display: "grid",
  gap: vars.space["1"],
  color: vars.color.textMuted,
});
