import { style } from "@vanilla-extract/css";
import { responsive } from "../styles/responsive.ts";
import { vars } from "../styles/theme.css.ts";

export const missionLayout = style({
  display: "grid",
  gap: vars.space["8"],
  alignItems: "center",
  ...responsive({ desktop: { gridTemplateColumns: "1.6fr 1fr" } }),
});

export const prose = style({
  display: "grid",
  gap: vars.space["4"],
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const badge = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space["2"],
  padding: vars.space["4"],
  textAlign: "center",
  height: "100%",
});

export const badgeName = style({ fontWeight: 700 });

export const badgeIssuer = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const certificationHeading = style({ marginTop: vars.space["8"], fontSize: vars.fontSize.lg });

export const certificationList = style({ marginTop: vars.space["4"] });

export const quote = style({ height: "100%", margin: 0 });

export const person = style({ display: "flex", alignItems: "center", gap: vars.space["3"], marginTop: "auto" });

export const avatar = style({ borderRadius: vars.radius.full, flexShrink: 0 });

export const stars = style({ display: "flex", gap: "2px", color: vars.color.rating });
