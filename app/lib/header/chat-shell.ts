/**
 * The chat panel's prerendered shell, shown by the header controller until the chat island takes
 * it over: the message box keeps what the visitor types, and a message sent shows in the log with
 * the "Typing..." line under it, made from templates prerendered with the island's own components
 * (ChatLauncher.tsx), so the chat island hydrates exactly what shows (ChatPanel.tsx).
 */
import { headerPartSelector, type ChatShell } from "./model.ts";

interface Shown {
  id: string;
  nodes: Node[];
}

/** The nodes the shell added to each panel's log for the message it holds. */
const shown = new WeakMap<Element, Shown>();

function copyOf(template: "chatMessageTemplate" | "chatTypingTemplate"): HTMLElement | null {
  const found = document.querySelector<HTMLTemplateElement>(headerPartSelector(template));
  return (found?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined) ?? null;
}

export function renderChatShell(panel: Element, shell: ChatShell): void {
  const input = panel.querySelector<HTMLInputElement>(headerPartSelector("chatInput"));
  if (input && input.value !== shell.draft) input.value = shell.draft;

  const log = panel.querySelector<HTMLElement>(headerPartSelector("chatLog"));
  const current = shown.get(panel);
  if (current && current.id !== shell.queued?.id) {
    for (const node of current.nodes) node.parentNode?.removeChild(node);
    shown.delete(panel);
  }
  if (!log || !shell.queued || shown.has(panel)) return;
  const message = copyOf("chatMessageTemplate");
  const typing = copyOf("chatTypingTemplate");
  if (!message || !typing) return;
  message.append(shell.queued.text);
  log.append(message, typing);
  shown.set(panel, { id: shell.queued.id, nodes: [message, typing] });
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  log.scrollTo({ top: log.scrollHeight, behavior: reducedMotion ? "auto" : "smooth" });
}
