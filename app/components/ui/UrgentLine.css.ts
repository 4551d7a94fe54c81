import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

/**
 * A line for emergencies (the incident line): the critical colour, so it never reads as calm
 * as the rest of the page. Its link stays underlined and dark enough to read on the pale red.
 */
export const urgentLine = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["2"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.text,
  fontWeight: 600,
  textAlign: "start",
});

export const urgentIcon = style({ color: vars.color.critical, marginTop: "0.15rem" });

export const urgentLink = style({ color: vars.color.critical, fontWeight: 700 });
