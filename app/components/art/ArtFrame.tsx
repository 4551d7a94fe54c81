import type { ReactNode } from "react";
import { artFrame } from "./HeroArt.css.ts";

/** The SVG every hero drawing is made in: decorative, so hidden from assistive technology. */
export function ArtFrame({ children }: { children: ReactNode }) {
  return (
    <svg className={artFrame} viewBox="0 0 400 360" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
