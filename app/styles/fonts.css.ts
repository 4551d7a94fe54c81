import { createFontStack, type FontMetrics } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import manrope from "@capsizecss/metrics/manrope";
import manrope600 from "@capsizecss/metrics/manrope/600";
import manrope700 from "@capsizecss/metrics/manrope/700";
import manrope800 from "@capsizecss/metrics/manrope/800";
import roboto from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import { globalFontFace } from "@vanilla-extract/css";
import { brandFont } from "./theme-values.ts";

/**
 * The brand face: one small variable file (pipeline/brand-font.ts) for every weight the styles use,
 * preloaded by the root so it is in hand before the first paint on every page, the first included
 * (decision 0014). Should it arrive later, `swap` draws the text in the stand-ins below and then in
 * Manrope, so every page ends in the brand face.
 */
globalFontFace(brandFont.family, {
  src: `url("${brandFont.file}") format("woff2")`,
  fontWeight: `${brandFont.weights.min} ${brandFont.weights.max}`,
  fontStyle: "normal",
  fontDisplay: "swap",
});

/**
 * The stand-ins, one face per weight the styles use: a local Arial (or its metric twins on Linux)
 * and Roboto (Android), the regular cut for body text and the bold cut for 600 to 800, each scaled
 * and given Manrope's ascent, descent and line gap at that weight. Capsize computes the overrides
 * from both fonts' published metrics, so a line of bold heading breaks and stands about where
 * Manrope's ExtraBold does, not where a synthesised bold of the regular cut would.
 */
const localNames = {
  arial: {
    regular: ["Arial", "ArialMT", "Liberation Sans", "Arimo"],
    bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold", "Arimo-Bold"],
  },
  roboto: { regular: ["Roboto", "Roboto-Regular"], bold: ["Roboto Bold", "Roboto-Bold"] },
};
const standInMetrics = {
  arial: { regular: arial, bold: arialBold },
  roboto: { regular: roboto, bold: robotoBold },
};
const brandWeights: [weight: number, metrics: FontMetrics, cut: "regular" | "bold"][] = [
  [400, manrope, "regular"],
  [600, manrope600, "bold"],
  [700, manrope700, "bold"],
  [800, manrope800, "bold"],
];

for (const key of ["arial", "roboto"] as const) {
  for (const [weight, metrics, cut] of brandWeights) {
    // One fallback font in, one face out: its override values (capsize leaves out any the fallback
    // needs none of), under our own name, weight and sources.
    for (const { "@font-face": face } of createFontStack([metrics, standInMetrics[key][cut]], {
      fontFaceFormat: "styleObject",
    }).fontFaces) {
      const overrides = Object.entries(face).filter(
        ([property]) => property.endsWith("Override") || property === "sizeAdjust",
      );
      globalFontFace(brandFont.fallbacks[key], {
        ...Object.fromEntries(overrides),
        fontWeight: weight,
        src: localNames[key][cut].map((name) => `local("${name}")`).join(", "),
      });
    }
  }
}
