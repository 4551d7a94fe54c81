/**
 * The chat's knowledge model: one document per section of a page, keeping the page, the section's
 * kind and heading and its items. Built from content/ at build time
 * (scripts/build-knowledge-index.ts) and shipped to the Worker as JSON, so the Worker never bundles
 * the page modules a second time. Runtime-neutral: no content imports here.
 */
import type { SectionKind } from "../../../content/schema.ts";
import type { KnowledgeBaseJSON } from "../answer/knowledge-base.ts";

/** A section's kind as in content/schema.ts, or a page's hero, which is not a schema section. */
export type DocumentKind = SectionKind | "hero";

export interface KnowledgeItem {
  /** The item's name ("Grey Box", "Premium (Enterprise)"); empty for a plain checklist line. */
  title: string;
  text: string;
}

export interface KnowledgeDocument {
  /** `${path}#${section id}`, unique. */
  id: string;
  path: string;
  /** The page's title as the route model gives it: what ranking matches the page by. */
  pageTitle: string;
  /** The page's short navigation label ("Contact", "VAPT"): the link text of replies. */
  pageLabel: string;
  kind: DocumentKind;
  heading: string;
  items: KnowledgeItem[];
}

/**
 * The JSON file the build writes and the Worker imports: the documents, and the answerer's
 * knowledge base built from them (and the intents), for the Worker to restore rather than build.
 */
export interface KnowledgeFile {
  documents: KnowledgeDocument[];
  base: KnowledgeBaseJSON;
}

/** A document as flat prose, for the Workers AI prompt. */
export function documentText(document: KnowledgeDocument): string {
  return document.items
    .map((item) => (item.title ? `${item.title}: ${item.text}` : item.text))
    .join(" ")
    .trim();
}
