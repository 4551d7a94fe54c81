import { ArtFrame } from "./ArtFrame.tsx";
import { bar, glow, guide, line, node, nodeAlt, panel } from "./HeroArt.css.ts";

/** A person as the drawings show one: a head and shoulders. */
function Person({ x, y, className }: { x: number; y: number; className: string }) {
  return (
    <g>
      <circle className={className} cx={x} cy={y - 10} r="10" />
      <path className={className} d={`M${x - 18} ${y + 22} a18 16 0 0 1 36 0 Z`} />
    </g>
  );
}

/** The HR overview: a team in one structure, and the payslip the platform runs for each of them. */
export function PeopleArt() {
  return (
    <ArtFrame>
      <circle className={glow} cx="150" cy="110" r="70" />
      <path
        className={guide}
        d="M150 140 L150 170 M60 170 L240 170 M60 170 L60 200 M150 170 L150 200 M240 170 L240 200"
      />
      <Person x={150} y={100} className={node} />
      <Person x={60} y={230} className={nodeAlt} />
      <Person x={150} y={230} className={node} />
      <Person x={240} y={230} className={nodeAlt} />
      <rect className={panel} x="232" y="40" width="146" height="176" rx="12" />
      <rect className={bar} x="250" y="60" width="70" height="10" rx="5" />
      <rect className={bar} x="250" y="90" width="110" height="8" rx="4" />
      <rect className={bar} x="250" y="108" width="90" height="8" rx="4" />
      <rect className={bar} x="250" y="126" width="100" height="8" rx="4" />
      <path className={guide} d="M250 152 L360 152" />
      <path className={line} d="M252 182 L266 196 L292 168" />
      <rect className={bar} x="310" y="176" width="50" height="12" rx="6" />
      <path className={line} d="M30 320 L120 300 L200 310 L290 280 L370 290" />
      <circle className={node} cx="290" cy="280" r="6" />
    </ArtFrame>
  );
}
