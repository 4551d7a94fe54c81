/**
 * What part of a page a question asks about. "How fast" wants the response tiers or alert levels,
 * "what are the steps" the process, "what do we get" the deliverables, "integrate" or "standard"
 * the integrations and lists. A facet names the section kinds and heading words that answer it;
 * the composer prefers those sections on the chosen page.
 */
import type { DocumentKind } from "../knowledge/documents.ts";

export interface Facet {
  name: string;
  pattern: RegExp;
  kinds: readonly DocumentKind[];
  /** Section headings that answer the facet even when their kind is generic. */
  headings?: RegExp;
  /** Words a page must contain to answer the facet at all; without them the reply says the site
   * does not cover it rather than answer something else. */
  evidence?: RegExp;
  /** What to call the missing information in that reply. */
  missing?: string;
}

export const facets: readonly Facet[] = [
  {
    name: "duration",
    pattern:
      /\bhow long (?:does|will|would) (?:it|this|that|an?|the)\b.*\b(?:take|last|run)\b|\bhow many (?:weeks|days|months)\b|\bduration\b/i,
    kinds: [],
    evidence: /\b\d+\s*(?:-\s*\d+\s*)?(?:weeks?|days?|months?)\b|\bduration\b/i,
    missing: "how long it takes",
  },
  {
    name: "speed",
    pattern:
      /\bhow (?:fast|quick|quickly|soon)\b|\bfastest\b|\bquickest\b|\bresponse times?\b|\brespond\w*\b.*\b(?:fast|quick|soon)\b/i,
    kinds: ["tiers", "alerts"],
  },
  {
    name: "tiers",
    pattern: /\btiers?\b|\bcheapest\b|\bpackages?\b|\blevels? of (?:service|cover)\b/i,
    kinds: ["tiers"],
  },
  {
    name: "steps",
    pattern:
      /\bsteps?\b|\bprocess\b|\bmethodology\b|\bphases?\b|\bstages?\b|\broll(?:ing)? (?:it )?out\b|\bnormally run\b|\bhow does (?:a|an|the)\b.*\b(?:work|run)\b/i,
    kinds: ["steps"],
  },
  {
    // "What happens when you find our passwords?": the step of the page's process that acts on a
    // finding, told in full.
    name: "outcome",
    pattern: /\bwhat happens (?:when|if|once|after) (?:you|they|it)\b|\bwhat do you do (?:when|if|once)\b/i,
    kinds: ["steps"],
  },
  {
    name: "deliverables",
    pattern: /\bwhat (?:do|will|would) (?:we|i) (?:get|receive)\b|\bdeliverables?\b|\bat the end\b|\boutputs?\b/i,
    kinds: ["checklist"],
    headings: /receive|deliverables|what you get/i,
  },
  {
    // "Which standard do you test against?": the standards a page says its work is aligned with,
    // in its introduction's figures ("OWASP MASVS: Aligned methodology") or its lists.
    name: "standards",
    pattern: /\bstandards?\b|\bframeworks?\b|\bguidelines?\b/i,
    kinds: ["hero", "lists", "integrations"],
    headings: /standard|framework|complian/i,
  },
  {
    name: "integrations",
    pattern:
      /\bintegrat\w*\b|\bconnect\w* (?:to|with)\b|\bwork with (?:our|my)\b|\bstandards?\b|\bframeworks?\b|\bcomply\b|\bcompliance\b/i,
    kinds: ["integrations", "lists"],
    headings: /integrat|standard|framework|complian/i,
  },
  {
    name: "coverage",
    pattern:
      /\b(?:which|what) (?:[\w-]+ )?(?:languages|devices|platforms|types|categories|modalities|specialties|specialities)\b|\bwhat (?:devices|platforms|languages)\b|\bhow many languages\b|\bimaging types\b/i,
    kinds: ["lists", "features", "tiles", "risks"],
  },
  {
    // "What should we do first?": the advice a page gives to act on now, in its call-outs.
    name: "advice",
    pattern: /\bwhat (?:should|must|do|can) (?:we|i) do\b|\bin the meantime\b/i,
    kinds: ["callouts"],
  },
  {
    name: "measures",
    pattern: /\bmeasure\w*\b|\bhow much (?:faster|better|quicker)\b|\bresults?\b.*\b(?:see|expect)\b/i,
    kinds: ["stats", "hero"],
  },
];

export function facetsOf(question: string): Facet[] {
  return facets.filter((facet) => facet.pattern.test(question));
}
