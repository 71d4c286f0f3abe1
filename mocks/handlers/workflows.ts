import type { MockRuntime, TypedHttp } from '../runtime.ts';

// The named workflows' calls whose effect must show on the next read (sample approval, vacation status, proposal
// sending, newsletter subscription). Filled in below.
export const workflowHandlers = (_runtime: MockRuntime, _api: TypedHttp) => [];
