import { ArtFrame } from "./ArtFrame.tsx";
import { bar, glow, guide, line, node, nodeAlt, panel } from "./HeroArt.css.ts";

/** The healthcare overview: a patient's vital signs and records joined up on one platform. */
export function HealthcareArt() {
  return (
    <ArtFrame>
      <circle className={glow} cx="200" cy="170" r="120" />
      <rect className={panel} x="40" y="60" width="320" height="180" rx="14" />
      <path className={guide} d="M60 150 L340 150 M60 110 L340 110 M60 190 L340 190" strokeDasharray="3 7" />
      <path className={line} d="M60 150 L130 150 L148 112 L168 196 L188 130 L202 150 L340 150" />
      <circle className={node} cx="188" cy="130" r="6" />
      <circle className={nodeAlt} cx="316" cy="34" r="26" />
      <path className={panel} d="M310 20 h12 v8 h8 v12 h-8 v8 h-12 v-8 h-8 v-12 h8 Z" />
      <rect className={panel} x="40" y="262" width="150" height="70" rx="12" />
      <rect className={bar} x="58" y="300" width="14" height="18" rx="3" />
      <rect className={bar} x="80" y="288" width="14" height="30" rx="3" />
      <rect className={bar} x="102" y="280" width="14" height="38" rx="3" />
      <rect className={node} x="124" y="274" width="14" height="44" rx="3" />
      <rect className={panel} x="210" y="262" width="150" height="70" rx="12" />
      <circle className={nodeAlt} cx="236" cy="297" r="12" />
      <rect className={bar} x="258" y="284" width="84" height="8" rx="4" />
      <rect className={bar} x="258" y="302" width="60" height="8" rx="4" />
    </ArtFrame>
  );
}
