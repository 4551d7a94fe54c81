import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const listHeading = style({ marginTop: vars.space["8"], fontSize: vars.fontSize.lg });

export const certificationList = style({ marginTop: vars.space["4"] });
