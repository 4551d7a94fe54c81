import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const actionRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });
