import { describe, expect, it } from "vitest";
import { balancedColumns } from "../../app/components/ui/card-grid.ts";

describe("balancedColumns", () => {
  it.each([
    // [cards, at most, columns, why]
    [10, 5, 5, "ten tiles fill two rows of five"],
    [10, 4, 4, "no count fills every row: the fullest last row (4 + 4 + 2 beats 3 + 3 + 3 + 1)"],
    [7, 4, 4, "seven steps as 4 + 3, not 3 + 3 + 1"],
    [5, 3, 3, "five sectors as 3 + 2, the pair centred"],
    [9, 4, 3, "nine cards fill three rows of three"],
    [6, 4, 3, "six cards as two rows of three, not 4 + 2"],
    [8, 4, 4, "eight fill two rows of four"],
    [12, 5, 4, "twelve fill three rows of four"],
    [3, 4, 3, "fewer cards than columns: one row, no empty cells"],
    [1, 3, 1, "a single card takes the row"],
    [10, 3, 2, "never narrower than one below the most: 2 when 3 is the most"],
    [4, 4, 2, "four cards that may sit four to a row sit as two pairs: a full row at the most is for rows that repeat"],
    [4, 5, 4, "four tiles that may sit five to a row share one row"],
    [5, 5, 3, "five tiles as 3 + 2"],
    [3, 3, 3, "three cards always share a row"],
    [2, 2, 2, "two cards share a row"],
    [4, 2, 2, "four service cards at most two wide: two pairs"],
  ] as const)("%i cards, at most %i: %i columns (%s)", (count, max, expected, _why) => {
    expect(balancedColumns(count, max)).toBe(expected);
  });

  it("never exceeds the most it is given", () => {
    for (let count = 1; count <= 40; count += 1) {
      for (const max of [2, 3, 4, 5] as const) expect(balancedColumns(count, max)).toBeLessThanOrEqual(max);
    }
  });
});
