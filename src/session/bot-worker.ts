/// <reference lib="webworker" />
/** The bots' Web Worker: search runs here so the table never freezes. */

import '../app/csp';
import { BotHost } from '../../machines/core/bots/host';
import type { BotRequest } from '../../machines/core/bots/protocol';

const host = new BotHost();
self.onmessage = async (e: MessageEvent<BotRequest>) => {
  (self as unknown as Worker).postMessage(await host.handle(e.data));
};
