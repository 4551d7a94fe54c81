/**
 * Cuts a streamed reply into pieces that are safe to show one by one: a piece ends only at the end
 * of a sentence or line, and never inside a markdown link or its brackets, so every link reaches
 * the link filter whole (a half link could turn into a link off the site once the rest arrives)
 * and every figure, address or number reaches the reply check whole.
 */
export class SafeChunker {
  private pending = "";

  /** Adds streamed text; returns the text now safe to release ("" when none). */
  push(text: string): string {
    this.pending += text;
    const cut = lastSafeCut(this.pending);
    const ready = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    return ready;
  }
}

/**
 * The end of the longest prefix made of whole sentences with every bracket closed: after a
 * sentence's end and the whitespace that follows it, at depth zero outside a link target.
 */
function lastSafeCut(text: string): number {
  let depth = 0;
  let inTarget = false;
  let cut = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (inTarget) {
      if (character === ")" || /\s/.test(character ?? "")) inTarget = false;
      continue;
    }
    if (character === "[") depth += 1;
    else if (character === "]") {
      depth = Math.max(0, depth - 1);
      if (text[index + 1] === "(") inTarget = true;
      // A "]" at the very end may still be followed by "(": nothing after it is safe yet.
      if (index + 1 === text.length) return cut;
    } else if (depth === 0 && /\s/.test(character ?? "") && /[.!?:\n]/.test(text[index - 1] ?? "")) {
      cut = index + 1;
    } else if (character === "\n") {
      // A link's label never spans lines, so a line break closes any open bracket.
      depth = 0;
      cut = index + 1;
    }
  }
  return cut;
}
