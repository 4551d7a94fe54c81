/**
 * Passages for the Workers AI prompt: the sections that best match the visitor's message, as flat
 * prose with their page, by the same term expansion and ranking as the offline answerer. The
 * conversation adds only the page linked last (what a follow-up is about); its text is never
 * searched, so the widget's greeting, which names every service, never pulls passages in.
 * A company intent that matches clearly (contact details, a breach, pricing) gives its reply as a
 * passage too, filed under the page it links: the facts the offline answer would state.
 * Where Workers AI exists, sections close in meaning to the message (semantic-order.ts) are fused
 * with this ranking by reciprocal rank fusion, so a question in other words still finds its page.
 */
import { documentText } from "../knowledge/documents.ts";
import { lastLinkedPage } from "./conversation.ts";
import { queryTerms } from "./expand.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { parseQuestion } from "./question.ts";
import { rank, type Ranking } from "./rank.ts";
import { reciprocalRankFusion } from "../semantic/fusion.ts";

export interface Passage {
  id: string;
  path: string;
  pageTitle: string;
  /** The page's navigation label: the text the model links the page with. */
  pageLabel: string;
  heading: string;
  text: string;
}

const maxPassageLength = 1200;
/** Below this a match is a word shared by chance (the answerer's minimumScore). */
const minimumScore = 4;

/** Best score of each section: its heading or its best item. */
function sectionScores(ranking: Ranking): Map<number, number> {
  const scores = new Map(ranking.sectionScores);
  for (const [key, score] of ranking.itemScores) {
    const document = Number(key.split(":")[0]);
    scores.set(document, Math.max(scores.get(document) ?? 0, score));
  }
  return scores;
}

function sectionPassage(knowledge: KnowledgeBase, number: number): Passage | undefined {
  const document = knowledge.documents[number];
  if (!document) return undefined;
  return {
    id: document.id,
    path: document.path,
    pageTitle: document.pageTitle,
    pageLabel: document.pageLabel,
    heading: document.heading,
    text: documentText(document).slice(0, maxPassageLength),
  };
}

/** The clearest company intent with a page, as a passage, when it matches beyond chance. */
function intentPassage(knowledge: KnowledgeBase, ranking: Ranking): { passage: Passage; score: number } | undefined {
  for (const hit of ranking.intents) {
    if (hit.score < minimumScore) return undefined;
    const intent = knowledge.intents[hit.intent];
    if (!intent?.page || intent.conversational) continue;
    const pageTitle = knowledge.pageTitles.get(intent.page) ?? intent.page;
    const pageLabel = knowledge.pageLabels.get(intent.page) ?? pageTitle;
    const id = `intent:${intent.id}`;
    const passage = { id, path: intent.page, pageTitle, pageLabel, heading: pageTitle, text: intent.reply };
    return { passage, score: hit.score };
  }
  return undefined;
}

/** The section of the page linked last that best matches the message, else its first section. */
function previousPagePassage(
  knowledge: KnowledgeBase,
  path: string,
  scores: ReadonlyMap<number, number>,
): Passage | undefined {
  let best: number | undefined;
  knowledge.documents.forEach((document, number) => {
    if (document.path !== path) return;
    if (best === undefined || (scores.get(number) ?? 0) > (scores.get(best) ?? 0)) best = number;
  });
  return best === undefined ? undefined : sectionPassage(knowledge, best);
}

/** The lexical order fused with the semantic one (section numbers, closest first). */
function fuseWithSemantic(knowledge: KnowledgeBase, lexical: Passage[], semantic: readonly number[]): Passage[] {
  const byId = new Map(lexical.map((passage) => [passage.id, passage]));
  const semanticIds: string[] = [];
  for (const number of semantic) {
    const passage = byId.get(knowledge.documents[number]?.id ?? "") ?? sectionPassage(knowledge, number);
    if (!passage) continue;
    byId.set(passage.id, passage);
    semanticIds.push(passage.id);
  }
  const fused = reciprocalRankFusion([lexical.map((passage) => passage.id), semanticIds]);
  return fused.flatMap((id) => byId.get(id) ?? []);
}

export function retrievePassages(
  knowledge: KnowledgeBase,
  message: string,
  context: string,
  count: number,
  semanticSections?: readonly number[],
): Passage[] {
  const question = parseQuestion(message, knowledge);
  const ranking = rank(knowledge, queryTerms(question.text, knowledge));
  const scores = sectionScores(ranking);
  const ranked: { passage: Passage; score: number }[] = [];
  for (const [number, score] of scores) {
    const passage = sectionPassage(knowledge, number);
    if (passage) ranked.push({ passage, score });
  }
  const intent = intentPassage(knowledge, ranking);
  if (intent) ranked.push(intent);
  ranked.sort((a, b) => b.score - a.score);
  const lexical = ranked.map(({ passage }) => passage);
  const chosen = (semanticSections ? fuseWithSemantic(knowledge, lexical, semanticSections) : lexical).slice(0, count);

  // A follow-up ("how long does it take?") is about the page linked last: it always has a place.
  const previous = lastLinkedPage(context, knowledge.pageTitles);
  if (previous && !chosen.some((passage) => passage.path === previous)) {
    const passage = previousPagePassage(knowledge, previous, scores);
    if (passage) chosen.splice(Math.min(chosen.length, count - 1), 1, passage);
  }
  return chosen;
}
