import { describe, expect, it } from "vitest";
import { chatLimits, chatRequestSchema } from "../../app/shared/chat-schema.ts";

function errorFor(message: unknown): string | undefined {
  const result = chatRequestSchema.safeParse({ message, context: "" });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("chat request schema", () => {
  it("accepts a question, with emoji and accents", () => {
    expect(errorFor("Do you test apps in Pretoria? 👍🏽 Café")).toBeUndefined();
  });

  it.each([
    ["", "Message must not be empty"],
    ["   ", "Message must not be empty"],
    ["\u200b\u200b\u200b", "Message must not be empty"],
    ["\ufeff\u2060\u00ad", "Message must not be empty"],
    ["hello\u0000there", "Message contains characters that are not allowed"],
    ["bell\u0007", "Message contains characters that are not allowed"],
    ["broken \ud800 text", "Message contains characters that are not allowed"],
    ["x".repeat(chatLimits.message + 1), `Message must be at most ${chatLimits.message} characters`],
    [42, "Message must be text"],
    [undefined, "Message is required"],
  ])("refuses %j with a message in the visitor's words", (message, expected) => {
    expect(errorFor(message)).toBe(expected);
  });

  it("writes the Unicode line breaks of a question as \n", () => {
    const parsed = chatRequestSchema.parse({ message: "Where are you?\u2028And when\u0085open?\u2029", context: "" });
    expect(parsed.message).toBe("Where are you?\nAnd when\nopen?");
  });
});
