import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css.ts";

export const notice = recipe({
  base: {
    display: "flex",
    justifyContent: "space-between",
    alignItems: "flex-start",
    gap: vars.space["3"],
    padding: vars.space["4"],
    borderRadius: vars.radius.md,
    borderLeft: "4px solid",
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.successStrong },
      info: { background: vars.color.infoSoft, borderColor: vars.color.info, color: vars.color.infoStrong },
      error: {
        background: vars.color.criticalSoft,
        borderColor: vars.color.critical,
        color: vars.color.criticalStrong,
      },
    },
  },
});

export const noticeTitle = style({ fontWeight: 700 });

export const noticeBody = style({ fontSize: vars.fontSize.sm });

export const noticeClose = style({
  display: "inline-grid",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.hoverTint } },
});
