/**
 * Passages for the Workers AI prompt: the sections that best match the question (and the recent
 * conversation), as flat prose with their page. The same retrieval as the offline answerer.
 */
import { documentText } from "../knowledge/documents.ts";
import { queryTerms } from "./expand.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { parseQuestion } from "./question.ts";
import { rank } from "./rank.ts";

export interface Passage {
  id: string;
  path: string;
  pageTitle: string;
  heading: string;
  text: string;
}

const maxPassageLength = 1200;

export function retrievePassages(knowledge: KnowledgeBase, message: string, context: string, count: number): Passage[] {
  const question = parseQuestion(`${message}\n${context.slice(-300)}`, knowledge);
  const ranking = rank(knowledge, queryTerms(question.text, knowledge));
  const documentScores = new Map<number, number>();
  for (const [key, score] of ranking.itemScores) {
    const document = Number(key.split(":")[0]);
    documentScores.set(document, Math.max(documentScores.get(document) ?? 0, score));
  }
  return [...documentScores]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .flatMap(([number]) => {
      const document = knowledge.documents[number];
      if (!document) return [];
      return {
        id: document.id,
        path: document.path,
        pageTitle: document.pageTitle,
        heading: document.heading,
        text: documentText(document).slice(0, maxPassageLength),
      };
    });
}
