/**
 * zod for every schema in machines/: imported from here, so the config below runs before any
 * schema is built (zod decides at construction whether to compile parsers with `new Function`).
 * The page's Content-Security-Policy forbids eval, and even zod's probe for it is reported as a
 * violation; jitless parsing is plenty fast for records and events, in the browser and in Node.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
