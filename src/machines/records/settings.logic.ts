import { Effect } from 'effect';
import { getCompanyIdentity, updateCompanyIdentity, type CompanyIdentity, type CompanyIdentityInput } from '../../api/companyIdentity.ts';
import type { Download } from '../../api/effect.ts';
import { getSentMail, listSentMails, resendMail, type SentMail, type SentMailDetail, type SentMailStatus } from '../../api/outbox.ts';
import { changeMyPassword, type MyPasswordInput } from '../../api/myPassword.ts';
import { setMyPreference } from '../../api/preferences.ts';
import { setSetting, type Setting, type SettingInput } from '../../api/settings.ts';
import { markSetupStep, type SetupState } from '../../api/setup.ts';
import { downloadTenantExport, getBackupStatus, type BackupStatus } from '../../api/tenantData.ts';
import type { PreferenceKey } from '../../domain/constants/preferences.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { sendUnlessUnchanged } from '../generic/unchangedSave.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';

// The settings screens' records, forms and commands bound to the API (issue 32): tenant settings, the company's
// identity, the user's preferences, the sent mail, data safety and the first-run checklist.

/**
 * Tenant settings saved together (the mail sender's three, the leave calendar's two, the workspace's changes): one
 * call per key, one after the other, so the answer lists them in the order asked.
 */
export const settingsSave = formLogic<readonly SettingInput[], readonly Setting[]>((client, settings) => Effect.forEach(settings, (setting) => setSetting(client, setting)));

export type PreferenceChanges = Readonly<Partial<Record<PreferenceKey, string>>>;

/** The user's changed preferences, one call each; the answer is what was saved (the session learns it). */
export const preferencesSave = formLogic<PreferenceChanges, PreferenceChanges>((client, changes) =>
  Effect.as(
    Effect.forEach(Object.entries(changes), ([key, value]) => setMyPreference(client, { key: key as PreferenceKey, value: value ?? null }), { discard: true }),
    changes,
  ),
);

/** The person's own password (Settings → General), checked against the current one by the server. */
export const myPasswordChange = formLogic<MyPasswordInput, unknown>((client, body) => changeMyPassword(client, body));

/** The company's identity (one per tenant: the record screen's id is not sent). */
export const companyIdentityRecord = recordLogic<CompanyIdentity>((client) => getCompanyIdentity(client));

/** Saves the company details; `null` (the form holds what was loaded) sends nothing and answers null (unchangedSave.ts). */
export const companyIdentityUpdate = formLogic<CompanyIdentityInput | null, CompanyIdentity | null>((client, body) =>
  sendUnlessUnchanged(body, (changed) => updateCompanyIdentity(client, changed)),
);

/** When the instance was last backed up (one per instance: the id is not sent). */
export const backupStatusRecord = recordLogic<BackupStatus>((client) => getBackupStatus(client));

/** The whole tenant as one zip (at most one a day: the server refuses a second one). */
export const tenantExport = commandLogic<'export', Download>((client) => downloadTenantExport(client));

export type MailFilters = { status?: SentMailStatus | null };

export const sentMailsList = pagedListLogic<SentMail, MailFilters>((client, { page, pageSize, filters }) =>
  listSentMails(client, { page, pageSize, ...(filters.status ? { status: filters.status } : {}) }),
);

export const sentMailRecord = recordLogic<SentMailDetail>((client, id) => getSentMail(client, id));

/** Sends a logged mail again exactly as it went (payload: its id); the answer is the new entry of the log. */
export const mailResend = confirmActionLogic<number, { readonly id: number }>((client, id) => resendMail(client, id));

/** Opens the first-run checklist again (its last step undone). */
export const setupReopen = commandLogic<'reopen', SetupState>((client) => markSetupStep(client, 'finished', false));
