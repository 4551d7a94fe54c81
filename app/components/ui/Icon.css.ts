import { style } from "@vanilla-extract/css";

// An icon keeps its size in a crowded flex row: the text beside it wraps or shrinks instead.
export const icon = style({ flexShrink: 0 });
