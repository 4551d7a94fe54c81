import { ArtFrame } from "./ArtFrame.tsx";
import { bar, glow, guide, line, node, nodeAlt, panel } from "./HeroArt.css.ts";

/** The home page: one accountable team at the centre, its services in orbit around it. */
export function ConsultancyArt() {
  return (
    <ArtFrame>
      <circle className={guide} cx="200" cy="180" r="150" />
      <circle className={guide} cx="200" cy="180" r="100" strokeDasharray="4 8" />
      <circle className={glow} cx="200" cy="180" r="72" />
      <path className={guide} d="M200 180 L70 105 M200 180 L330 105 M200 180 L200 330 M200 180 L285 250" />
      <path className={line} d="M200 128 L245 154 L245 206 L200 232 L155 206 L155 154 Z" />
      <path className={line} d="M180 182 L195 197 L222 166" />
      <circle className={node} cx="70" cy="105" r="9" />
      <circle className={nodeAlt} cx="330" cy="105" r="9" />
      <circle className={node} cx="200" cy="330" r="9" />
      <circle className={nodeAlt} cx="285" cy="250" r="6" />
      <circle className={node} cx="115" cy="252" r="6" />
      <rect className={panel} x="250" y="24" width="128" height="58" rx="10" />
      <rect className={bar} x="266" y="40" width="72" height="8" rx="4" />
      <rect className={bar} x="266" y="58" width="96" height="8" rx="4" />
      <rect className={panel} x="22" y="270" width="120" height="58" rx="10" />
      <path className={line} d="M38 312 L62 296 L82 306 L124 284" />
    </ArtFrame>
  );
}
