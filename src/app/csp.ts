/**
 * The page runs under a Content-Security-Policy without 'unsafe-eval' (index.html). zod compiles
 * object parsers with `new Function` unless told not to, and even its probe for that is reported as
 * a violation; jitless parsing is plenty fast for records and events. Imported first by the page
 * and by the bot worker.
 */
import { z } from 'zod';

z.config({ jitless: true });
