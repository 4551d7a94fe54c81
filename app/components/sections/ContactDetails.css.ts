import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

export const layout = style({
  display: "grid",
  gap: vars.space["8"],
  alignItems: "start",
  ...responsive({ desktop: { gridTemplateColumns: "1.5fr 1fr" } }),
});

export const column = style({ display: "grid", gap: vars.space["6"] });

export const detailList = style({ display: "grid", gap: vars.space["4"], margin: 0 });

export const detail = style({ display: "grid", gap: vars.space["1"] });

export const detailTerm = style({ fontWeight: 700, display: "flex", alignItems: "center", gap: vars.space["2"] });

export const detailValue = style({ margin: 0, paddingLeft: "1.75rem", color: vars.color.textMuted });
