import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default entry, plus one mark: from here React owns the page's events (a click
// that arrives while it hydrates is replayed once it has), so the early controls script
// (app/lib/early-controls.ts) stands aside.
document.documentElement.setAttribute("data-react-owns-events", "");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
