/**
 * zod, configured once for the browser and the Worker. Neither allows eval: the page's CSP forbids
 * it and workerd refuses it. zod's JIT probe (`new Function`) would be caught, but the browser still
 * reports a CSP violation, so the probe is switched off.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
