/**
 * Text placed inside the prompt's fences (<site_passages>, <conversation>, <visitor_message>):
 * angle brackets are escaped, so nothing inside can close its fence or open a new one, and quotes
 * too, so a passage's title cannot leave its attribute.
 */
export function escapeForFence(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
