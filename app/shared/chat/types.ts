/** Chat message shapes shared by the chat widget (browser) and the chat API (Worker). */
export type Sender = "user" | "bot";

export interface ChatMessage {
  id: string;
  text: string;
  sender: Sender;
  timestamp: number;
  /** The site pages a bot message links (paths, with a section's anchor), as data beside its text. */
  links?: string[];
  /** The id the Worker gave a reply the visitor may vote on (absent on greetings, refusals and fallback answers). */
  turn?: string;
}
