import { style } from "@vanilla-extract/css";

// The mark keeps its square beside a name that wraps or a row that runs short of room.
export const logoMark = style({ flexShrink: 0 });
