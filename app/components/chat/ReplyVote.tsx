import { useRef, useState } from "react";
import { chatText } from "../../../content/ui-text.ts";
import type { ChatVote } from "../../shared/chat-record.ts";
import { sendVote } from "./chat-api.ts";
import * as styles from "./ReplyVote.css.ts";

const storageKey = "chat-votes";

/** The votes of this conversation by reply id, kept with it in sessionStorage so a page change keeps them pressed. */
function storedVotes(): Record<string, ChatVote> {
  try {
    const votes: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}");
    return votes && typeof votes === "object" ? (votes as Record<string, ChatVote>) : {};
  } catch {
    return {};
  }
}

function storeVote(turn: string, vote: ChatVote | null) {
  const others = Object.entries(storedVotes()).filter(([id]) => id !== turn);
  const votes = Object.fromEntries(vote ? [...others, [turn, vote]] : others);
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(votes));
  } catch {
    // Private browsing may refuse storage; the vote is sent all the same.
  }
}

/**
 * "Helpful" / "Not helpful" under a reply: two toggle buttons (aria-pressed), of which at most one
 * is pressed; pressing the pressed one takes the vote back. The vote is sent at once, and a polite
 * status line says it arrived, or why not (the buttons then show the vote as it was).
 */
export function ReplyVote({ turn }: { turn: string }) {
  const [vote, setVote] = useState<ChatVote | null>(() => storedVotes()[turn] ?? null);
  const [status, setStatus] = useState("");
  // One vote in flight at a time; a press meanwhile is ignored rather than raced.
  const sending = useRef(false);

  async function choose(choice: ChatVote) {
    if (sending.current) return;
    sending.current = true;
    const previous = vote;
    const next = vote === choice ? null : choice;
    setVote(next);
    setStatus("");
    try {
      await sendVote(turn, next ?? "none");
      storeVote(turn, next);
      setStatus(next ? chatText.vote.thanks : chatText.vote.withdrawn);
    } catch (error) {
      setVote(previous);
      setStatus(error instanceof Error && error.message ? error.message : chatText.vote.failed);
    } finally {
      sending.current = false;
    }
  }

  const button = (choice: ChatVote, label: string) => (
    <button type="button" className={styles.button} aria-pressed={vote === choice} onClick={() => void choose(choice)}>
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={chatText.vote.group} className={styles.vote} data-reply-vote="">
      {button("helpful", chatText.vote.helpful)}
      {button("not-helpful", chatText.vote.notHelpful)}
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
