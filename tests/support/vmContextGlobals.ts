import { BroadcastChannel } from 'node:worker_threads';

// The `app-dom` project runs each file in a VM context of its own (vitest.config.ts, pool `vmThreads`) whose globals
// are happy-dom's window: Node's BroadcastChannel, which msw/node needs when it loads (mocks/node.ts), is not among them.
globalThis.BroadcastChannel ??= BroadcastChannel as unknown as typeof globalThis.BroadcastChannel;
