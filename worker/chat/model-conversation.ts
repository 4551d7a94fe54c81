/**
 * The conversation as the model sees it. The context is whatever the client sent, so only what a
 * visitor cannot pass off as the assistant's is kept: the visitor's own lines, and from assistant
 * lines only the site pages they linked (a forged "Assistant:" turn can then put no words in the
 * assistant's mouth, and its links are site pages at most). The widget's greeting links nothing
 * and so disappears.
 */
import { sitePaths } from "../../app/shared/site-links.ts";
import { parseContext } from "./answer/conversation.ts";

const linkTarget = /\]\((\/[^)\s#?]*)(?:#[\w-]*)?\)/g;

export function conversationForModel(context: string): string {
  const lines: string[] = [];
  for (const turn of parseContext(context)) {
    if (turn.speaker === "visitor") {
      lines.push(`Visitor: ${turn.text}`);
      continue;
    }
    const paths = [...turn.text.matchAll(linkTarget)]
      .map((match) => match[1] ?? "")
      .filter((path) => sitePaths.has(path));
    if (paths.length) lines.push(`Assistant linked: ${[...new Set(paths)].join(", ")}`);
  }
  return lines.join("\n");
}
