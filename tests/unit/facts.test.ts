/**
 * Every company fact has one home, content/company.ts: copy refers to it by a token
 * (content/fact-tokens.ts) or by reference, so changing the phone number or the response promise
 * is one edit. This test reads content/, app/ and worker/ as text and fails on any other copy of a
 * fact's value.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The facts' home, and files generated from it. */
const skipped = new Set([
  "content/company.ts",
  "content/generated",
  "worker/chat/knowledge-index.json",
  "worker/chat/knowledge-vectors.json",
  "worker/worker-configuration.d.ts",
]);

function filesUnder(directory: string): string[] {
  return readdirSync(join(root, directory)).flatMap((name) => {
    const path = `${directory}/${name}`;
    if (skipped.has(path)) return [];
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Digits of a phone number after the country code, as they appear whatever the spacing. */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "").slice(2);
}

function literal(value: string, flags = ""): RegExp {
  return new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), flags);
}

/** A figure such as "50+" on its own, not the end of "650+" or "1.50+". */
function figure(value: string): RegExp {
  return new RegExp(`(?<![\\d.])${literal(value).source}`);
}

const { figures, consultation } = company;

/** Each fact and what counts as a copy of it. Other facts share some figures: said so where they do. */
const facts: { fact: string; copy: RegExp; digitsOnly?: boolean }[] = [
  { fact: "company and brand names", copy: /\bMeridian\b|PeopleOS/ },
  { fact: "phone", copy: literal(phoneDigits(company.phone)), digitsOnly: true },
  { fact: "incident line", copy: literal(phoneDigits(company.emergencyPhone)), digitsOnly: true },
  { fact: "e-mail", copy: literal(company.email, "i") },
  { fact: "incident e-mail", copy: literal(company.emergencyEmail, "i") },
  { fact: "street address", copy: literal(company.address.street, "i") },
  { fact: "building", copy: literal(company.address.building, "i") },
  { fact: "response promise", copy: literal(company.responseTime, "i") },
  {
    // The incident and alert tiers' "Under 24 hours" and the dark-web alert window "1 to 24 hours"
    // are other facts of those services.
    fact: "response window",
    copy: new RegExp(`(?<!under |1 to )${literal(company.responseWindow).source}`, "i"),
  },
  ...Object.entries(figures).map(([name, value]) => ({ fact: `figure ${name}`, copy: figure(value) })),
  ...Object.values(consultation).map((phrase) => ({
    fact: `consultation offer "${phrase}"`,
    copy: literal(phrase, "i"),
  })),
];

const sources = ["content", "app", "worker"].flatMap(filesUnder).map((path) => {
  const text = readFileSync(join(root, path), "utf8");
  return { path, text, digits: text.replace(/\\u00a0|[\s\u00a0().-]/g, "") };
});

describe("company facts", () => {
  it.each(facts.map((entry) => [entry.fact, entry] as const))("%s appears only in content/company.ts", (_, entry) => {
    const copies = sources
      .filter((source) => entry.copy.test(entry.digitsOnly ? source.digits : source.text))
      .map((source) => relative(root, join(root, source.path)));
    expect(copies).toEqual([]);
  });
});
