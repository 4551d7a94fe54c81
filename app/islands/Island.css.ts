import { style } from "@vanilla-extract/css";

/** An island's root box takes no part in layout: its content lays out as if the box were not there. */
export const islandRoot = style({ display: "contents" });
