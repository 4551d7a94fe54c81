import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";
import { textInput } from "./ChatPanel.css.ts";

// Label beside field, so the whole form fits under the conversation in a 24rem panel.
export const contactForm = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  alignItems: "center",
  columnGap: vars.space["2"],
  rowGap: vars.space["1"],
});

export const contactHeading = style({
  gridColumn: "1 / -1",
  margin: 0,
  marginBottom: vars.space["1"],
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  lineHeight: 1.35,
});

export const contactLabel = style({ fontSize: vars.fontSize.xs, fontWeight: 600 });

export const contactInput = style([textInput, { minHeight: "2rem", paddingBlock: 0 }]);

export const contactActions = style({
  gridColumn: "1 / -1",
  display: "flex",
  gap: vars.space["2"],
  justifyContent: "flex-end",
});
