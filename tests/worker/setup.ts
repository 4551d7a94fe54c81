import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import vectors from "../../worker/chat/knowledge-vectors.json";
import { vectorKey } from "../../worker/chat/passage-vectors.ts";

// The real migrations, applied to the test's local D1 before any test runs.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The build's passage vectors where the Worker looks for them, as `npm start` puts them.
await env.CHAT_VECTORS.put(vectorKey(vectors.model, vectors.fingerprint), JSON.stringify(vectors));
