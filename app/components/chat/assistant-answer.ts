/**
 * The assistant's answer as the widget reads it from either kind of response (the event stream's
 * `done` event or a JSON body): the reply, the pages it links, its scope and its id for a vote, as
 * data beside the text. An answer from an older Worker, or a malformed field, reads as no links and no
 * scope, and the spec's rules apply to it unchanged.
 */
export interface AssistantAnswer {
  reply: string;
  links: string[];
  scope?: string;
  /** The reply's id, to vote on it; only replies that may be voted on carry one. */
  turn?: string;
}

export function answerOf(data: unknown): AssistantAnswer {
  const { reply, links, scope, turn } = (data ?? {}) as {
    reply?: unknown;
    links?: unknown;
    scope?: unknown;
    turn?: unknown;
  };
  return {
    reply: typeof reply === "string" ? reply : "",
    links: Array.isArray(links) ? links.filter((link): link is string => typeof link === "string") : [],
    ...(typeof scope === "string" ? { scope } : {}),
    ...(typeof turn === "string" ? { turn } : {}),
  };
}
