/**
 * What the conversation so far tells the answerer: the page the assistant linked last, through
 * which a follow-up ("how long does it take?") is resolved. The context is the widget's
 * "Visitor: ..." / "Assistant: ..." lines (app/shared/chat/context.ts); a message may run over
 * several lines. The widget's greeting is always the first assistant message and is never read.
 */
export interface Turn {
  speaker: "visitor" | "assistant";
  text: string;
}

export function parseContext(context: string): Turn[] {
  const turns: Turn[] = [];
  for (const line of context.split("\n")) {
    const match = /^(Visitor|Assistant): ?(.*)$/.exec(line);
    if (match) turns.push({ speaker: match[1] === "Visitor" ? "visitor" : "assistant", text: match[2] ?? "" });
    else {
      const last = turns.at(-1);
      if (last) last.text += `\n${line}`;
    }
  }
  return turns;
}

/** The last site page an assistant message linked, skipping the widget's greeting. */
export function lastLinkedPage(context: string, knownPaths: ReadonlyMap<string, string>): string | undefined {
  const turns = parseContext(context);
  const firstAssistant = turns.findIndex((turn) => turn.speaker === "assistant");
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i];
    if (!turn || turn.speaker !== "assistant" || i === firstAssistant) continue;
    const targets = [...turn.text.matchAll(/\]\((\/[^)\s#?]*)\)/g)].map((match) => match[1] ?? "");
    const known = targets.filter((path) => knownPaths.has(path));
    // The reply's first page link is what it was about; later links are asides.
    if (known.length) return known[0];
  }
  return undefined;
}
