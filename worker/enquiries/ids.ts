/** Ids and timestamps for stored rows: random UUIDs, ISO-8601 UTC times that sort as text. */
export function newId(): string {
  return crypto.randomUUID();
}

export function isoTime(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
