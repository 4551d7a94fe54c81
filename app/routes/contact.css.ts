import { globalStyle, style } from "@vanilla-extract/css";
import { responsive } from "../styles/responsive.ts";
import { vars } from "../styles/theme.css.ts";

export const layout = style({
  display: "grid",
  gap: vars.space["8"],
  alignItems: "start",
  ...responsive({ desktop: { gridTemplateColumns: "1.5fr 1fr" } }),
});

export const column = style({ display: "grid", gap: vars.space["6"] });

export const detailList = style({ display: "grid", gap: vars.space["4"], margin: 0 });

export const detail = style({ display: "grid", gap: vars.space["1"] });

globalStyle(`${detail} dt`, { fontWeight: 700, display: "flex", alignItems: "center", gap: vars.space["2"] });
globalStyle(`${detail} dd`, { margin: 0, paddingLeft: "1.75rem", color: vars.color.textMuted });

export const mapFrame = style({
  display: "block",
  width: "100%",
  aspectRatio: "16 / 9",
  height: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const faqList = style({ display: "grid", gap: vars.space["3"], maxWidth: "52rem" });

export const faqItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

globalStyle(`${faqItem} summary`, {
  cursor: "pointer",
  padding: vars.space["4"],
  fontWeight: 700,
  listStylePosition: "inside",
});

globalStyle(`${faqItem} p`, { padding: `0 ${vars.space["4"]} ${vars.space["4"]}`, color: vars.color.textMuted });

export const prose = style({
  display: "grid",
  gap: vars.space["4"],
  maxWidth: vars.width.prose,
  color: vars.color.textMuted,
});

export const mapLink = style({ marginTop: vars.space["3"], fontWeight: 600 });

globalStyle(`${mapLink} a`, {
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  paddingBlock: vars.space["2"],
});
