import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const quote = style({ height: "100%", margin: 0 });

export const person = style({ display: "flex", alignItems: "center", gap: vars.space["3"], marginTop: "auto" });

export const avatar = style({ borderRadius: vars.radius.full, flexShrink: 0 });

export const role = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const stars = style({ display: "flex", gap: "2px", color: vars.color.rating });
