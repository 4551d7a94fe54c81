/**
 * No personal data in any log line: the whole enquiry journey (received and stored, the first
 * attempt failing, the Cron's retries failing until the alert, the operator's retry, delivery) with
 * every line the Worker writes captured, each one structured JSON, and none of them holding the
 * visitor's name, e-mail, phone, company, subject, message or IP, not even where MailChannels'
 * error answer quotes them.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { raiseAlerts, runOutbox } from "../../worker/enquiries/outbox.ts";
import { retryMail } from "../../worker/enquiries/queries.ts";
import { captureLogs } from "./capture-logs.ts";
import { outboxOf, post, validEnquiry } from "./helpers.ts";

const visitor = {
  fullName: "Zanele Khumalo-Pieterse",
  email: "zanele.pieterse@khumalo-logistics.example",
  phone: "+27 82 431 7765",
  company: "Khumalo Logistics",
  subject: "Ransomware readiness review",
  message: "Our warehouse scanners were locked last Tuesday; we need a readiness review before the audit.",
};
const ip = "198.51.100.73";

/** Everything that would identify the visitor, in the forms a careless log line might carry it. */
const personalData = [
  ...Object.values(visitor),
  "Zanele",
  "Pieterse",
  visitor.email.split("@")[0]!,
  visitor.phone.replace(/\D/g, ""),
  "warehouse scanners",
  ip,
];

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM mail_jobs"), env.DB.prepare("DELETE FROM enquiries")]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** MailChannels refusing three sends with an answer that quotes the mail's addresses and name, then accepting. */
function refusingThenAccepting() {
  let calls = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new Request(input).url;
    if (!url.startsWith("https://mail.test/")) throw new Error(`Unexpected fetch to ${url}`);
    calls += 1;
    if (calls > 3) return new Response("", { status: 202 });
    const detail = `reply_to "${visitor.fullName}" <${visitor.email}> refused: sender domain not locked down`;
    return new Response(JSON.stringify({ errors: [detail] }), { status: 403 });
  });
  return () => calls;
}

it("keeps every log line of the enquiry journey structured and free of the visitor's data", async () => {
  const logs = captureLogs();
  const sends = refusingThenAccepting();

  const response = await post("/api/send-email", validEnquiry(visitor), { ip });
  expect(await response.json()).toEqual({ success: true });
  const bad = await post("/api/send-email", { ...validEnquiry(visitor), email: "not an address" }, { ip });
  expect(bad.status).toBe(400);

  const job = await env.DB.prepare("SELECT enquiry_id, created_at, last_error FROM mail_jobs").first<{
    enquiry_id: string;
    created_at: string;
    last_error: string;
  }>();
  // The full answer stays with the job, for the operator's `show`; the log lines never see it.
  expect(job!.last_error).toContain(visitor.email);
  const start = Date.parse(job!.created_at);
  for (const minutes of [2, 8]) {
    await runOutbox(outboxOf(), start + minutes * 60_000);
    await raiseAlerts(env.DB, start + minutes * 60_000);
  }
  expect(await retryMail(env.DB, job!.enquiry_id)).toBe(true);
  await runOutbox(outboxOf(), start + 9 * 60_000);
  expect(sends()).toBe(4);

  const events = logs.lines.map((line) => line.event);
  expect(events).toEqual(["enquiry.stored", "mail.retry", "mail.retry", "mail.retry", "mail.alert", "mail.delivered"]);
  for (const line of logs.lines) {
    expect(line).toEqual(expect.objectContaining({ level: expect.any(String), event: expect.any(String) }));
  }
  const written = logs.raw.join("\n").toLowerCase();
  const found = personalData.filter((value) => written.includes(value.toLowerCase()));
  expect(found).toEqual([]);
  vi.restoreAllMocks();
  console.info(
    `${logs.raw.length} log lines scanned for ${personalData.length} personal values:\n${logs.raw.join("\n")}`,
  );
});
