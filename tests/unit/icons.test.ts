import { describe, expect, it } from "vitest";
import { iconDrawings as committed } from "../../app/components/ui/icon-drawings.ts";
import { iconDrawings } from "../../pipeline/icon-drawings.ts";

describe("icon drawings", () => {
  it("are lucide's current shapes for every icon (run `node pipeline/icon-drawings.ts` when this fails)", async () => {
    expect(committed).toEqual(await iconDrawings());
  });
});
