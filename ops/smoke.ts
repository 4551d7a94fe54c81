/**
 * `npm run smoke -- <origin>`: is a deployed site answering as it should? A page with its security
 * headers, the chat answering `POST /api/ai-chat`, and the enquiry endpoint refusing an empty
 * enquiry with 400 (which it does only once the Worker's settings pass their check, and which
 * stores and sends nothing). `npm run deploy` runs it after every deploy; run it alone after
 * changing a secret, which deploys a new version too. Exits 1 when a check fails.
 */
import { apiContentSecurityPolicy, baseSecurityHeaders } from "../app/shared/security-headers.ts";

export interface SmokeCheck {
  name: string;
  ok: boolean;
  detail: string;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const timeoutMs = 20_000;

/** The headers of `response` that are missing or differ from what every response must carry. */
function headerProblems(response: Response, expected: Readonly<Record<string, string>>): string[] {
  return Object.entries(expected).flatMap(([name, value]) => {
    const actual = response.headers.get(name);
    if (actual === null) return [`${name} missing`];
    return actual === value ? [] : [`${name} is "${actual}"`];
  });
}

async function jsonOf(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * What a 500 from the API means for the operator: the Worker answers every request so while its
 * settings fail their check, and says why in its log.
 */
function serverErrorHint(status: number): string {
  return status >= 500
    ? "; the Worker's log says why (`npx wrangler tail --env <environment>`, look for config.invalid)"
    : "";
}

export async function smokeTest(origin: string, fetchImpl: Fetch = fetch): Promise<SmokeCheck[]> {
  const url = (path: string) => new URL(path, origin).href;
  const request = (path: string, init: RequestInit = {}) =>
    fetchImpl(url(path), { redirect: "manual", ...init, signal: AbortSignal.timeout(timeoutMs) });
  const checks: SmokeCheck[] = [];
  const check = async (name: string, run: () => Promise<string[] | string>) => {
    try {
      const result = await run();
      const problems = Array.isArray(result) ? result : [];
      checks.push({ name, ok: problems.length === 0, detail: Array.isArray(result) ? problems.join("; ") : result });
    } catch (error) {
      checks.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  };

  await check("GET / answers 200 with the page and its security headers", async () => {
    const response = await request("/");
    const problems: string[] = [];
    if (response.status !== 200) problems.push(`status ${response.status}`);
    if (!response.headers.get("Content-Type")?.startsWith("text/html")) problems.push("not HTML");
    problems.push(...headerProblems(response, baseSecurityHeaders));
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    if (!/script-src [^;]*'sha256-/.test(csp) || csp.includes("'unsafe-inline'")) {
      problems.push("Content-Security-Policy without hashed scripts");
    }
    await response.body?.cancel();
    return problems;
  });

  await check("POST /api/ai-chat answers a question", async () => {
    const response = await request("/api/ai-chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ message: "What services do you offer?", context: "" }),
    });
    const body = await jsonOf(response);
    const problems: string[] = [];
    if (response.status !== 200) {
      const error = typeof body?.error === "string" ? `: ${body.error}` : "";
      problems.push(`status ${response.status}${error}${serverErrorHint(response.status)}`);
    } else if (typeof body?.reply !== "string" || body.reply.trim() === "") problems.push("no reply");
    problems.push(
      ...headerProblems(response, { ...baseSecurityHeaders, "Content-Security-Policy": apiContentSecurityPolicy }),
    );
    return problems;
  });

  await check("POST /api/send-email refuses an empty enquiry with 400 (nothing stored)", async () => {
    const response = await request("/api/send-email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    const body = await jsonOf(response);
    if (response.status === 400 && body?.success === false && typeof body.error === "string") return [];
    return [`status ${response.status}${serverErrorHint(response.status)}`];
  });

  return checks;
}

export function formatChecks(origin: string, checks: readonly SmokeCheck[]): string {
  const lines = checks.map((check) => `  ${check.ok ? "✔" : "✘"} ${check.name}${check.ok ? "" : `: ${check.detail}`}`);
  const failed = checks.filter((check) => !check.ok).length;
  const verdict = failed === 0 ? "every check passed" : `${failed} of ${checks.length} checks failed`;
  return `Smoke test of ${origin}: ${verdict}\n${lines.join("\n")}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2];
  if (!origin || !/^https?:\/\//.test(origin)) {
    console.error(
      "Usage: npm run smoke -- <origin>, for example https://consultancy-site-staging.<account>.workers.dev",
    );
    process.exit(1);
  }
  const checks = await smokeTest(origin);
  console.log(formatChecks(origin, checks));
  process.exitCode = checks.every((check) => check.ok) ? 0 : 1;
}
