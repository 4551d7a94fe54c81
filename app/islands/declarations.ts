import type { ComponentType } from "react";
import type { HydrateWhen } from "./protocol.ts";

export interface IslandDeclaration<Props> {
  /** The component, loaded on demand in the browser, and once for the prerender (Island.tsx). */
  load: () => Promise<ComponentType<Props>>;
  hydrate: HydrateWhen;
}

function island<Props>(declaration: IslandDeclaration<Props>): IslandDeclaration<Props> {
  return declaration;
}

/**
 * Every island of the site, declared once: its component, when it hydrates. The runtime's
 * registry, the props a page gives it (`IslandProps`) and the modules the build lists for a page
 * are derived from this. Each key is the file name of its component's module and the name of the
 * component it exports (pipeline/postbuild.ts finds the island's chunk by it). A page places an
 * island with `<Island name props />`.
 */
export const islands = {
  ChatIsland: island({
    load: () => import("../components/chat/ChatIsland.tsx").then((module) => module.ChatIsland),
    hydrate: "opened",
  }),
  CertificationCarousel: island({
    load: () =>
      import("../components/carousel/CertificationCarousel.tsx").then((module) => module.CertificationCarousel),
    hydrate: "visible",
  }),
  TestimonialCarousel: island({
    load: () => import("../components/carousel/TestimonialCarousel.tsx").then((module) => module.TestimonialCarousel),
    hydrate: "visible",
  }),
  ContactForm: island({
    load: () => import("../components/contact/ContactForm.tsx").then((module) => module.ContactForm),
    hydrate: "interaction",
  }),
  OfficeMapFrame: island({
    load: () => import("../components/contact/OfficeMapFrame.tsx").then((module) => module.OfficeMapFrame),
    hydrate: "visible",
  }),
  NotFoundReport: island({
    load: () => import("../components/not-found/NotFoundReport.tsx").then((module) => module.NotFoundReport),
    hydrate: "load",
  }),
};

export type IslandName = keyof typeof islands;

export type IslandProps<Name extends IslandName> =
  (typeof islands)[Name] extends IslandDeclaration<infer Props> ? Props : never;
