import type { IconName } from "../../../content/icons.ts";

/** Icons the interface itself uses, beside the content vocabulary in content/icons.ts. */
export const uiIconNames = [
  "menu",
  "close",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "arrow-left",
  "arrow-right",
  "pause",
  "play",
  "star",
  "check",
  "message",
  "send",
  "external-link",
] as const;

export type UiIconName = (typeof uiIconNames)[number];
export type AnyIconName = IconName | UiIconName;

/** What the ids of icon symbols start with, so they never meet the page's own ids. */
export const iconSymbolPrefix = "icon-";

/**
 * The id of an icon's symbol in the page. Icons reference it; postbuild puts the symbols each page
 * uses at its top (pipeline/icon-sprite.ts).
 */
export function iconSymbolId(name: AnyIconName): string {
  return `${iconSymbolPrefix}${name}`;
}

/**
 * The lucide icon drawn for each name. pipeline/icon-sprite.ts turns these into SVG symbols, so
 * icons cost no JavaScript: a page only references its own symbols.
 */
export const iconSources: Record<AnyIconName, string> = {
  activity: "activity",
  "alert-triangle": "triangle-exclamation-point",
  award: "award",
  "badge-check": "badge-check",
  "bar-chart": "chart-column",
  bell: "bell",
  brain: "brain",
  briefcase: "briefcase",
  bug: "bug",
  building: "building",
  calendar: "calendar",
  "check-circle": "circle-check",
  "clipboard-check": "clipboard-check",
  clock: "clock",
  cloud: "cloud",
  code: "code",
  cpu: "cpu",
  "credit-card": "credit-card",
  database: "database",
  eye: "eye",
  factory: "factory",
  "file-search": "file-search",
  "file-text": "file-text",
  fingerprint: "fingerprint-pattern",
  globe: "globe",
  "graduation-cap": "graduation-cap",
  handshake: "handshake",
  "heart-pulse": "heart-pulse",
  hospital: "hospital",
  key: "key",
  layers: "layers",
  "line-chart": "chart-line",
  link: "link",
  lock: "lock",
  mail: "mail",
  "map-pin": "map-pin",
  microscope: "microscope",
  monitor: "monitor",
  network: "network",
  phone: "phone",
  pill: "pill",
  radar: "radar",
  receipt: "receipt",
  refresh: "refresh-cw",
  scan: "scan",
  search: "search",
  server: "server",
  settings: "settings",
  shield: "shield",
  "shield-alert": "shield-exclamation-point",
  "shield-check": "shield-check",
  siren: "siren",
  smartphone: "smartphone",
  sparkles: "sparkles",
  stethoscope: "stethoscope",
  target: "target",
  timer: "timer",
  "trending-up": "trending-up",
  "user-check": "user-check",
  users: "users",
  video: "video",
  wallet: "wallet",
  wifi: "wifi",
  workflow: "workflow",
  zap: "zap",
  menu: "menu",
  close: "x",
  "chevron-down": "chevron-down",
  "chevron-left": "chevron-left",
  "chevron-right": "chevron-right",
  "arrow-left": "arrow-left",
  "arrow-right": "arrow-right",
  pause: "pause",
  play: "play",
  star: "star",
  check: "circle-check",
  message: "message-circle",
  send: "send",
  "external-link": "external-link",
};

/** Icons drawn filled rather than outlined. */
export const filledIcons: ReadonlySet<AnyIconName> = new Set<AnyIconName>(["star"]);
