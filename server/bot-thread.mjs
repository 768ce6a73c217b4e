// The bot thread's entry: loads the TypeScript thread (the server runs its sources through tsx).
import { register } from 'tsx/esm/api';

register();
await import('./bot-thread.ts');
