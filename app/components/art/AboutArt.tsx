import { ArtFrame } from "./ArtFrame.tsx";
import { bar, glow, guide, line, node, nodeAlt, panel } from "./HeroArt.css.ts";

/** Five points on an arc around the seal: the sectors the team answers to. */
const sectors = [
  [60, 200],
  [101, 101],
  [200, 60],
  [299, 101],
  [340, 200],
] as const;

/** The about page: a certified team (the seal) accountable to the sectors it serves around it. */
export function AboutArt() {
  return (
    <ArtFrame>
      <circle className={glow} cx="200" cy="190" r="96" />
      <path className={guide} d="M60 200 A140 140 0 0 1 340 200" strokeDasharray="4 8" />
      <path className={guide} d={sectors.map(([x, y]) => `M200 190 L${x} ${y}`).join(" ")} strokeDasharray="2 6" />
      <circle className={panel} cx="200" cy="190" r="58" />
      <circle className={line} cx="200" cy="190" r="58" />
      <circle className={guide} cx="200" cy="190" r="44" strokeDasharray="3 5" />
      <path className={line} d="M178 190 L194 206 L224 174" />
      <path className={line} d="M176 242 L164 302 L182 292 L192 308 L198 250" />
      <path className={line} d="M224 242 L236 302 L218 292 L208 308 L202 250" />
      {sectors.map(([x, y], index) => (
        <circle key={`${x}-${y}`} className={index % 2 === 0 ? node : nodeAlt} cx={x} cy={y} r="9" />
      ))}
      <rect className={panel} x="22" y="272" width="118" height="62" rx="10" />
      <rect className={bar} x="38" y="288" width="38" height="10" rx="5" />
      <rect className={bar} x="82" y="288" width="42" height="10" rx="5" />
      <rect className={bar} x="38" y="308" width="60" height="10" rx="5" />
      <rect className={panel} x="262" y="272" width="116" height="62" rx="10" />
      <rect className={bar} x="280" y="308" width="12" height="12" rx="3" />
      <rect className={bar} x="300" y="298" width="12" height="22" rx="3" />
      <rect className={bar} x="320" y="290" width="12" height="30" rx="3" />
      <rect className={node} x="340" y="282" width="12" height="38" rx="3" />
    </ArtFrame>
  );
}
