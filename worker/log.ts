/**
 * The Worker's one way to write a log line: a JSON object with `level` and `event` (a dotted name
 * an operator filters on, such as `mail.alert`) and flat fields, which Workers Logs indexes.
 *
 * Log lines never carry what a visitor typed or where they came from: callers pass references,
 * counts, states and statuses, never names, addresses, messages or IPs. As a second line of defence
 * every string field has e-mail addresses masked, since an upstream error text may quote one.
 */
export type LogLevel = "info" | "warn" | "error";

export type LogValue = string | number | boolean | null | undefined | readonly string[];
export type LogFields = Readonly<Record<string, LogValue>>;

const emailAddress = /[^\s"'<>(),;:@]+@[^\s"'<>(),;:@]+\.[^\s"'<>(),;:@]+/g;

function masked(value: LogValue): LogValue {
  if (typeof value === "string") return value.replace(emailAddress, "[e-mail]");
  if (Array.isArray(value)) return value.map((item: string) => item.replace(emailAddress, "[e-mail]"));
  return value;
}

/** The JSON text of one line: level and event first, then the fields, strings masked. */
export function logLine(level: LogLevel, event: string, fields: LogFields = {}): string {
  const line: Record<string, LogValue> = { level, event };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && key !== "level" && key !== "event") line[key] = masked(value);
  }
  return JSON.stringify(line);
}

function write(level: LogLevel, event: string, fields?: LogFields): void {
  const line = logLine(level, event, fields);
  // The console method sets the level Workers Logs and `wrangler tail` show.
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.info(line);
}

export const log = {
  info: (event: string, fields?: LogFields) => write("info", event, fields),
  warn: (event: string, fields?: LogFields) => write("warn", event, fields),
  error: (event: string, fields?: LogFields) => write("error", event, fields),
};

/**
 * What a log line may say about a caught error: its name and message, bounded, and with `stack`
 * its first frames, which name code, not data.
 */
export function errorFields(error: unknown, options: { stack?: boolean } = {}): LogFields {
  if (!(error instanceof Error)) return { error: "non-Error thrown", detail: String(error).slice(0, 300) };
  const fields: Record<string, LogValue> = { error: error.name, detail: error.message.slice(0, 300) };
  if (options.stack && error.stack) fields.stack = error.stack.split("\n").slice(1, 6).join("\n");
  return fields;
}
