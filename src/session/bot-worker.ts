/// <reference lib="webworker" />
/** The bots' Web Worker: search runs here so the table never freezes. */

import '../app/csp';
import { BotHost } from './bot-host';
import type { BotRequest } from './bot-protocol';

const host = new BotHost();
self.onmessage = async (e: MessageEvent<BotRequest>) => {
  (self as unknown as Worker).postMessage(await host.handle(e.data));
};
