import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import ui from '../../../locales/en/ui.json';
import vacations from '../../../locales/en/vacations.json';
import { vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import type { Vacation } from '../../../src/api/vacations.ts';

// What the QuickDecision tests share: English texts of the namespaces the row and its dialogs read, and one pending
// request of someone else (Ada), for an approver who is not its requester.

export const initVacationTexts = () =>
  i18next.use(initReactI18next).init({ lng: 'en', ns: ['ui', 'common', 'errors', 'vacations'], resources: { en: { ui, common, errors, vacations } }, interpolation: { escapeValue: false } });

export const pendingVacation = {
  id: 11, user: { id: 7, name: 'Ada', email: 'ada@acme.test', avatarUrl: null }, type: 'vacation', typeDescription: null,
  start: '2026-03-02 00:00:00', end: '2026-03-04 23:59:59', allDay: true, hours: '24.00', status: 'pending', notes: null,
  approverNotes: null, approver: null, event: null, createdAt: '2026-02-01 10:00:00', updatedAt: '2026-02-01 10:00:00',
} as unknown as Vacation;

/** The server's words when another approver decided first (409). */
export const OVERTAKEN_WORDS = 'Another approver decided this request meanwhile: your decision was not recorded. Check its current status and decide again if needed.';

/** A client whose status call answers 409 with those words, as the server does to a decision another one overtook. */
export const overtakenClient = () => {
  const PUT = vi.fn(async () => ({
    error: { message: OVERTAKEN_WORDS },
    response: new Response(JSON.stringify({ message: OVERTAKEN_WORDS }), { status: 409, headers: { 'content-type': 'application/json' } }),
  }));
  return { client: { PUT } as unknown as ApiClient, PUT };
};
