/**
 * The conversation before the message as turns (role, text, links): the widget's validated turns,
 * or an old client's `context` string read once into the same turns.
 */
import type { ChatRequest, ChatTurn } from "../../app/shared/chat-schema.ts";
import { siteLinksIn } from "../../app/shared/site-links.ts";

export type Turn = Required<ChatTurn>;

/** The spec's context string as turns; a message may run over several lines. */
function turnsOfContext(context: string): Turn[] {
  const turns: Turn[] = [];
  for (const line of context.split("\n")) {
    const match = /^(Visitor|Assistant): ?(.*)$/.exec(line);
    const last = turns.at(-1);
    if (match) turns.push({ role: match[1] === "Visitor" ? "visitor" : "assistant", text: match[2] ?? "", links: [] });
    else if (last) last.text += `\n${line}`;
  }
  // An old client's assistant lines link what their text links, in order.
  for (const turn of turns.filter(({ role }) => role === "assistant")) turn.links = siteLinksIn(turn.text);
  return turns;
}

export function conversationOf(request: Pick<ChatRequest, "context" | "turns">): Turn[] {
  if (request.turns?.length) return request.turns.map((turn) => ({ ...turn, links: turn.links ?? [] }));
  return turnsOfContext(request.context);
}

/** The page the assistant linked last (its reply's first link is what it was about), without the anchor. */
export function lastLinkedPage(turns: readonly Turn[]): string | undefined {
  const linked = turns.findLast((turn) => turn.role === "assistant" && turn.links[0]);
  return linked?.links[0]?.replace(/#.*$/, "");
}

/** Whether the assistant's last turn offered to connect the visitor with the team. */
export const offeredTeam = (turns: readonly Turn[], offer: string) =>
  Boolean(turns.findLast((turn) => turn.role === "assistant")?.text.includes(offer));

/** The conversation for the model: the visitor's lines and only the pages assistant turns linked, which a forged turn cannot abuse. */
export function conversationForModel(turns: readonly Turn[]): string {
  return turns
    .flatMap((turn) => {
      if (turn.role === "visitor") return [`Visitor: ${turn.text}`];
      const pages = [...new Set(turn.links.map((link) => link.replace(/#.*$/, "")))];
      return pages.length ? [`Assistant linked: ${pages.join(", ")}`] : [];
    })
    .join("\n");
}
