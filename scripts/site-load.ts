/** What the load benches (`bench:soak`, `bench:memory`) send: page assets, chat questions, the client pool. */
import { Agent } from "undici";

/** Same-origin stylesheets, scripts, images and icons a page's HTML refers to. */
export function assetPaths(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/[^"#?]+\.(?:css|js|svg|png|ico|webmanifest))"/g))
    found.add(match[1]!);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) found.add(match[1]!);
  return [...found];
}

/** Questions the load benches ask the chat: a mix of services, company facts and pricing. */
export const loadQuestions = [
  "What is VAPT?",
  "How fast do you respond to a breach?",
  "Do you do payroll?",
  "Where are you based?",
  "How much does a penetration test cost?",
  "Tell me about your SOC",
];

/**
 * The clients' connection pool. workerd closes a keep-alive connection that has been idle for 5 s;
 * undici's default idle timeout of 4 s races it when the machine is busy, and a request written
 * just as the server closes fails. Browsers retry such a request; undici does not, so the benches'
 * clients retire idle connections well before the server would.
 */
export function clientPool(): Agent {
  return new Agent({ keepAliveTimeout: 1000, keepAliveMaxTimeout: 1000 });
}
