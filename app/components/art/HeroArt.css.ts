import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

/**
 * The hero drawings' strokes and fills, all from the theme's inverse-surface colours, so the art
 * follows the theme. Hidden below the desktop width: on a phone the hero's text comes first and
 * alone (it is the page's largest paint).
 */
export const artFrame = style({
  display: "none",
  ...responsive({
    desktop: { display: "block", width: "100%", maxWidth: "24rem", justifySelf: "end", alignSelf: "center" },
  }),
});

const strokeBase = { fill: "none", strokeLinecap: "round", strokeLinejoin: "round" } as const;

/** The drawing's main line: the accent that reads on navy. */
export const line = style({ ...strokeBase, stroke: vars.color.accentOnInverse, strokeWidth: 3 });

/** Guides, orbits and connections: a faint light line behind the main drawing. */
export const guide = style({
  ...strokeBase,
  stroke: vars.color.textInverseMuted,
  strokeOpacity: 0.28,
  strokeWidth: 1.5,
});

/** A card drawn on the hero: the raised navy with a faint edge. */
export const panel = style({
  fill: vars.color.surfaceInverseRaised,
  stroke: vars.color.textInverseMuted,
  strokeOpacity: 0.3,
  strokeWidth: 1.5,
});

/** Text lines and bars inside a panel. */
export const bar = style({ fill: vars.color.textInverseMuted, fillOpacity: 0.35 });

export const node = style({ fill: vars.color.accentOnInverse });

/** A second node colour, so a network reads as more than one kind of thing. */
export const nodeAlt = style({ fill: vars.color.focusOnInverse });

/** A soft disc of accent light behind the centre of the drawing. */
export const glow = style({ fill: vars.color.accentOnInverse, fillOpacity: 0.08 });

/** The one alarm in a drawing (the incident being contained): the critical hue that reads on navy. */
export const alarm = style({ fill: vars.color.criticalOnInverse });

/** An alarm's ring or path: the critical hue as a line. */
export const alarmLine = style({ ...strokeBase, stroke: vars.color.criticalOnInverse, strokeWidth: 3 });
