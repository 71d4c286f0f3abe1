import type { Middleware } from 'openapi-fetch';
import { lockedSectionOf, reportSectionLocked } from './sectionLocks.ts';

/** Tells the section charts of every 423 `section_login_required` (the caller still gets its SectionLocked error). */
export const sectionLockMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.status !== 423) return undefined;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const section = lockedSectionOf(response.status, body);
    if (section !== null) reportSectionLocked(section);
    return undefined;
  },
};
