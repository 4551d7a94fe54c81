import type { ReactNode } from "react";
import { visuallyHidden } from "./VisuallyHidden.css.ts";

/** Words for assistive technology and search engines that the page does not show. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
