import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

// The mark keeps its square beside a name that wraps or a row that runs short of room.
export const logoMark = style({ flexShrink: 0 });

/** The shield, in the brand's accent. */
export const shield = style({ fill: vars.color.accent });

/** The circuit drawn on the shield. */
export const circuit = style({ fill: vars.color.textInverse, stroke: vars.color.textInverse });
