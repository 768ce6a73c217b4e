/**
 * The page runs under a Content-Security-Policy without 'unsafe-eval' (index.html). zod must run
 * jitless before any schema is built: machines/core/zod.ts does it; importing it first here and in
 * the bot worker keeps that true for schemas built outside machines/ too.
 */
import '../../machines/core/zod';
