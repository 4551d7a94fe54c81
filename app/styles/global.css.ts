import { globalStyle } from "@vanilla-extract/css";
import { responsive, withMotion } from "./responsive.ts";
import { vars } from "./theme.css.ts";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

// A section scrolled to stands clear of the sticky header: the bar, and the emergency strip above
// it from the desktop breakpoint (app/components/layout/header-bar.ts).
globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  scrollPaddingTop: "5rem",
  ...responsive({ desktop: { scrollPaddingTop: "7.25rem" } }),
});

globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: "antialiased",
  // A word longer than its line breaks instead of running out of its box (text spacing, zoom).
  // "anywhere", unlike "break-word", also lowers the text's min-content width, so a long word
  // ("Authentication/Authorization") cannot widen an auto-sized grid column or flex item past the
  // screen. Lines still break between words first.
  overflowWrap: "anywhere",
});

globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.heading,
  lineHeight: 1.2,
  margin: 0,
  letterSpacing: "-0.01em",
  textWrap: "balance",
});

globalStyle("p, ul, ol, dl, figure, blockquote", { margin: 0 });

globalStyle("img, svg", { display: "block", maxWidth: "100%" });

globalStyle("a", { color: vars.color.accent, textUnderlineOffset: "0.2em" });

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

globalStyle("button", { font: "inherit" });

globalStyle("[hidden]:not([hidden='until-found'])", { display: "none !important" });

globalStyle("html", withMotion({ scrollBehavior: "smooth" }));
