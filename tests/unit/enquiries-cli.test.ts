import { describe, expect, it } from "vitest";
import { csvCell } from "../../scripts/enquiries.ts";

describe("CSV export cells", () => {
  it("quote values and double embedded quotes", () => {
    expect(csvCell('She said "hi", then left')).toBe('"She said ""hi"", then left"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });

  it.each(['=HYPERLINK("http://evil.test")', "+27 82 555 0101", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "defuse a value a spreadsheet would run as a formula: %s",
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );
});
