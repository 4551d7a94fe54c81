import { ArtFrame } from "./ArtFrame.tsx";
import { bar, glow, guide, line, node, nodeAlt, panel } from "./HeroArt.css.ts";

/** The contact page: a message out, a consultant's reply within the day, and the office on the map. */
export function ContactArt() {
  return (
    <ArtFrame>
      <circle className={glow} cx="200" cy="180" r="112" />
      <path
        className={panel}
        d="M44 40 H206 A14 14 0 0 1 220 54 V122 A14 14 0 0 1 206 136 H96 L66 160 L72 136 H44 A14 14 0 0 1 30 122 V54 A14 14 0 0 1 44 40 Z"
      />
      <rect className={bar} x="52" y="62" width="120" height="10" rx="5" />
      <rect className={bar} x="52" y="82" width="146" height="10" rx="5" />
      <rect className={bar} x="52" y="102" width="90" height="10" rx="5" />
      <path className={guide} d="M222 90 Q246 96 252 108 M300 158 Q302 186 292 210" strokeDasharray="4 6" />
      <circle className={line} cx="300" cy="110" r="46" />
      <path className={guide} d="M300 72 V80 M338 110 H330 M300 148 V140 M262 110 H270" />
      <path className={line} d="M300 110 V84 M300 110 L320 122" />
      <circle className={node} cx="300" cy="110" r="4" />
      <path
        className={panel}
        d="M194 212 H356 A14 14 0 0 1 370 226 V278 A14 14 0 0 1 356 292 H340 L346 316 L316 292 H194 A14 14 0 0 1 180 278 V226 A14 14 0 0 1 194 212 Z"
      />
      <circle className={nodeAlt} cx="210" cy="252" r="12" />
      <rect className={bar} x="232" y="238" width="112" height="10" rx="5" />
      <rect className={bar} x="232" y="258" width="80" height="10" rx="5" />
      <ellipse className={guide} cx="100" cy="320" rx="40" ry="9" />
      <path className={line} d="M100 314 C86 292 76 276 76 258 A24 24 0 0 1 124 258 C124 276 114 292 100 314 Z" />
      <circle className={node} cx="100" cy="258" r="8" />
    </ArtFrame>
  );
}
