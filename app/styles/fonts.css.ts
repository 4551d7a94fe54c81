import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import manrope from "@capsizecss/metrics/manrope";
import roboto from "@capsizecss/metrics/roboto";
import { globalFontFace, globalStyle } from "@vanilla-extract/css";
import { brandFontMark } from "../lib/brand-font.ts";
import { vars } from "./theme.css.ts";
import { brandFont, brandStack } from "./theme-values.ts";

/**
 * The brand face: one variable file for every weight. A page shows it only when the browser has it
 * cached (app/lib/brand-font.ts marks the document before its first paint), and never swaps it in
 * later: `optional` uses it from the first frame or not at all, so text never reflows and the first
 * frame never waits for a download.
 */
globalFontFace(brandFont.family, {
  src: `url("${brandFont.file}") format("woff2")`,
  fontWeight: "200 800",
  fontStyle: "normal",
  fontDisplay: "optional",
});

globalStyle(`:root[${brandFontMark.attribute}]`, {
  vars: { [vars.font.body]: brandStack, [vars.font.heading]: brandStack },
});

/**
 * The stand-ins: a local Arial (or its metric twins on Linux) and Roboto (Android), scaled and
 * given Manrope's ascent, descent and line gap. Capsize computes the overrides from both fonts'
 * published metrics, so lines break and stand about where Manrope's do.
 */
const localNames = {
  arial: ["Arial", "ArialMT", "Liberation Sans", "Arimo"],
  roboto: ["Roboto", "Roboto-Regular"],
};
for (const [key, metrics] of [
  ["arial", arial],
  ["roboto", roboto],
] as const) {
  // One fallback font in, one face out: its override values (capsize leaves out any the fallback
  // needs none of), under our own name and sources.
  for (const { "@font-face": face } of createFontStack([manrope, metrics], { fontFaceFormat: "styleObject" })
    .fontFaces) {
    const overrides = Object.entries(face).filter(
      ([property]) => property.endsWith("Override") || property === "sizeAdjust",
    );
    globalFontFace(brandFont.fallbacks[key], {
      ...Object.fromEntries(overrides),
      src: localNames[key].map((name) => `local("${name}")`).join(", "),
    });
  }
}
