/**
 * The component tests' files share one DOM (the project runs without isolation, see
 * vitest.config.ts): each test leaves the page as it found it, empty, whatever it rendered or wrote
 * into it, so the next file's queries and tab order see only its own markup.
 */
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  sessionStorage.clear();
});
