import type { Page } from "@playwright/test";

export interface FocusRingFinding {
  /** The focused control, as a visitor would name it. */
  control: string;
  /** Contrast of the ring against the colour around it, or 0 when no ring is drawn. */
  ratio: number;
  ring: string;
  background: string;
}

export interface FocusRingReport {
  checked: number;
  lowest: number;
  failures: FocusRingFinding[];
}

/**
 * Focuses every visible control on the page as a keyboard visitor would (:focus-visible) and
 * measures its focus ring against what surrounds it: the nearest ancestor with a background
 * colour, or every colour stop of an ancestor's gradient, the ring sitting outside the control
 * (outline-offset). WCAG 1.4.11 asks for 3:1. `within` limits the sweep to one part of the page.
 */
export function measureFocusRings(page: Page, within = "body", minimum = 3): Promise<FocusRingReport> {
  return page.evaluate(
    ({ within, minimum }) => {
      const parse = (color: string): [number, number, number, number] | null => {
        const match = color.match(/rgba?\(([^)]+)\)/);
        if (!match?.[1]) return null;
        const parts = match[1]
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
      };
      const luminance = ([r, g, b]: number[]) => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
      };
      const contrast = (a: number[], b: number[]) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
        return (light + 0.05) / (dark + 0.05);
      };
      /** The colours drawn behind an element's outside: its nearest painted ancestor's. */
      const surroundings = (element: Element): string[] => {
        for (let node = element.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          const stops = style.backgroundImage.match(/rgba?\([^)]+\)/g);
          if (stops?.length) return stops;
          const color = parse(style.backgroundColor);
          if (color && color[3] > 0) return [style.backgroundColor];
        }
        return ["rgb(255, 255, 255)"];
      };
      const focusable =
        'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), textarea, select, summary, [tabindex]:not([tabindex="-1"])';
      const root = document.querySelector(within) ?? document.body;
      const controls = [...root.querySelectorAll<HTMLElement>(focusable)].filter(
        (element) =>
          element.checkVisibility({ visibilityProperty: true }) &&
          !element.closest('[aria-hidden="true"], [inert]') &&
          element.getBoundingClientRect().width > 0,
      );
      const failures: {
        control: string;
        ratio: number;
        ring: string;
        background: string;
      }[] = [];
      let lowest = Infinity;
      let checked = 0;
      const scroll = [window.scrollX, window.scrollY] as const;
      for (const control of controls) {
        control.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
        if (document.activeElement !== control || !control.matches(":focus-visible")) continue;
        checked += 1;
        const style = getComputedStyle(control);
        const name = `${control.tagName.toLowerCase()} "${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40)}"`;
        const ring = parse(style.outlineColor);
        const drawn = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 && ring && ring[3] > 0;
        const behind = surroundings(control);
        const ratio = drawn ? Math.min(...behind.map((color) => contrast(ring, parse(color) ?? [255, 255, 255]))) : 0;
        lowest = Math.min(lowest, ratio);
        if (ratio < minimum) {
          failures.push({
            control: name,
            ratio: Math.round(ratio * 100) / 100,
            ring: style.outlineColor,
            background: behind.join(" → "),
          });
        }
      }
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(...scroll);
      return { checked, lowest: Math.round(lowest * 100) / 100, failures };
    },
    { within, minimum },
  );
}
