import { ArtFrame } from "./ArtFrame.tsx";
import { bar, glow, guide, line, node, nodeAlt, panel } from "./HeroArt.css.ts";

/** The cybersecurity overview: a shield over a watched network, with a scan sweeping across it. */
export function SecurityArt() {
  return (
    <ArtFrame>
      <path className={guide} d="M40 60 L140 40 L260 70 L360 50 M40 60 L90 170 L40 300 M360 50 L320 170 L360 300" />
      <path
        className={guide}
        d="M90 170 L140 40 M90 170 L200 300 L320 170 M40 300 L200 300 L360 300 M320 170 L260 70"
      />
      <path className={guide} d="M200 180 m-140 0 a140 140 0 0 1 280 0" strokeDasharray="4 8" />
      <path className={guide} d="M200 180 m-95 0 a95 95 0 0 1 190 0" />
      <circle className={glow} cx="200" cy="180" r="80" />
      <path
        className={line}
        d="M200 96 L262 120 L262 178 C262 222 236 252 200 268 C164 252 138 222 138 178 L138 120 Z"
      />
      <rect className={line} x="178" y="168" width="44" height="36" rx="6" />
      <path className={line} d="M186 168 L186 154 A14 14 0 0 1 214 154 L214 168" />
      <circle className={node} cx="200" cy="186" r="5" />
      {[
        [40, 60],
        [140, 40],
        [260, 70],
        [360, 50],
        [90, 170],
        [320, 170],
        [40, 300],
        [360, 300],
      ].map(([x, y], index) => (
        <circle key={`${x}-${y}`} className={index % 3 === 0 ? nodeAlt : node} cx={x} cy={y} r="6" />
      ))}
      <rect className={panel} x="228" y="282" width="150" height="54" rx="10" />
      <circle className={node} cx="250" cy="309" r="7" />
      <rect className={bar} x="266" y="297" width="92" height="8" rx="4" />
      <rect className={bar} x="266" y="313" width="64" height="8" rx="4" />
    </ArtFrame>
  );
}
