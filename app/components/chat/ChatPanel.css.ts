import { style } from "@vanilla-extract/css";
import { fieldFrame } from "../../styles/field.css.ts";
import { responsive } from "../../styles/responsive.ts";
import { inverseSurface } from "../../styles/surfaces.css.ts";
import { vars } from "../../styles/theme.css.ts";
import { headerBarHeight } from "../layout/header-bar.ts";

/**
 * The visual viewport's top and height (use-visual-viewport.ts), which ChatPanel writes on the
 * panel while it is open: the phone sheet follows them, so the on-screen keyboard never covers
 * the message input. Before they are written, or without the API, the sheet fills `100dvh`.
 */
export const viewportTopProperty = "--chat-viewport-top";
export const viewportHeightProperty = "--chat-viewport-height";

/**
 * On a phone (below the tablet breakpoint) a sheet over the whole visible page, header included:
 * its own close button at the top, the log between, the input at the bottom. From the tablet
 * breakpoint the spec's 24rem panel at the right: below the header bar while the launcher is in
 * it, above the launcher fixed at the bottom right from the wide breakpoint.
 */
export const panel = style({
  position: "fixed",
  top: `var(${viewportTopProperty}, 0px)`,
  left: 0,
  right: 0,
  zIndex: 60,
  height: `var(${viewportHeightProperty}, 100dvh)`,
  display: "flex",
  flexDirection: "column",
  background: vars.color.surfaceRaised,
  overflow: "hidden",
  ...responsive({
    tablet: {
      top: `calc(${headerBarHeight} + ${vars.space["2"]})`,
      left: "auto",
      right: vars.space["5"],
      width: "24rem",
      maxWidth: `calc(100vw - 2 * ${vars.space["5"]})`,
      height: "24rem",
      maxHeight: "calc(100vh - 7rem)",
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.raised,
    },
    wide: { top: "auto", bottom: "5.5rem" },
  }),
});

/**
 * The panel's height, kept apart from its position so that each can change alone. At rest it is
 * the spec's 24rem square (the `panel` style). The contact form takes the bottom half of that and
 * would leave a few lines of conversation, so while it is open the panel grows to fit the last
 * reply: never smaller than at rest, at most 40rem and the viewport less the launcher below the
 * panel (5.5rem) and the sticky header above it (4rem, and a margin). The phone sheet already
 * fills the screen.
 */
export const panelSize = style(
  responsive({
    tablet: {
      selectors: {
        "&[data-contact-open]": {
          height: "auto",
          // When the two disagree on a short screen, min-height wins: the resting size.
          minHeight: "min(24rem, calc(100dvh - 7rem))",
          maxHeight: "min(40rem, calc(100dvh - 10.5rem))",
        },
      },
    },
  }),
);

export const header = style([
  inverseSurface,
  {
    display: "flex",
    alignItems: "center",
    gap: vars.space["2"],
    padding: `${vars.space["2"]} ${vars.space["3"]}`,
  },
]);

export const title = style({ fontSize: vars.fontSize.md, fontWeight: 700, flex: 1 });

export const headerButton = style({
  border: 0,
  background: "transparent",
  color: vars.color.textInverse,
  borderRadius: vars.radius.sm,
  minWidth: "2.25rem",
  height: "2.25rem",
  display: "inline-grid",
  placeItems: "center",
  cursor: "pointer",
  fontSize: vars.fontSize.xs,
  selectors: { "&:hover": { background: vars.color.surfaceInverseRaised } },
});

export const privacyLine = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  padding: `${vars.space["1"]} ${vars.space["3"]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const log = style({
  flex: 1,
  overflowY: "auto",
  // Scrolling past either end of the conversation does not scroll the page behind the panel.
  overscrollBehavior: "contain",
  padding: vars.space["3"],
  display: "flex",
  flexDirection: "column",
  gap: vars.space["2"],
});

export const footer = style({ borderTop: `1px solid ${vars.color.border}`, padding: vars.space["2"] });

export const inputRow = style({ display: "flex", gap: vars.space["2"], alignItems: "center" });

export const textInput = style([
  fieldFrame,
  {
    flex: 1,
    minWidth: 0,
    minHeight: "2.5rem",
    padding: `${vars.space["1"]} ${vars.space["2"]}`,
    // 16px on a phone: iOS Safari zooms the page into a field with smaller text when it is focused.
    fontSize: vars.fontSize.md,
    ...responsive({ tablet: { fontSize: vars.fontSize.sm } }),
  },
]);

export const noticeArea = style({ padding: `0 ${vars.space["2"]}` });
