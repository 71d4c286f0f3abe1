import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import ui from '../../../locales/en/ui.json';
import vacations from '../../../locales/en/vacations.json';
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
