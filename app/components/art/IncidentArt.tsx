import { ArtFrame } from "./ArtFrame.tsx";
import { alarm, alarmLine, glow, guide, line, node, nodeAlt, panel } from "./HeroArt.css.ts";

/** The six steps of the response process along the bottom; the first three done. */
const steps = [40, 104, 168, 232, 296, 360];

/** Incident response: an alarm inside a closing shield, the watch that caught it, and the six-step response under way. */
export function IncidentArt() {
  return (
    <ArtFrame>
      <circle className={guide} cx="200" cy="160" r="130" strokeDasharray="4 8" />
      <circle className={guide} cx="200" cy="160" r="96" />
      <circle className={glow} cx="200" cy="160" r="78" />
      <path
        className={line}
        d="M200 92 L252 112 L252 158 C252 194 230 218 200 230 C170 218 148 194 148 158 L148 112 Z"
      />
      <path className={alarmLine} d="M200 128 L228 178 L172 178 Z" />
      <path className={alarmLine} d="M200 146 V162" />
      <circle className={alarm} cx="200" cy="170" r="2.5" />
      <circle className={nodeAlt} cx="82" cy="104" r="7" />
      <circle className={node} cx="318" cy="206" r="7" />
      <circle className={node} cx="108" cy="226" r="5" />
      <rect className={panel} x="280" y="24" width="100" height="56" rx="10" />
      <path className={line} d="M292 58 H310 L318 42 L328 70 L338 50 L346 58 H368" />
      <path className={guide} d="M40 304 H360" />
      {steps.map((x, index) =>
        index < 3 ? (
          <circle key={x} className={node} cx={x} cy="304" r="9" />
        ) : (
          <circle key={x} className={panel} cx={x} cy="304" r="9" />
        ),
      )}
    </ArtFrame>
  );
}
