import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TasksPage } from './models/TasksPage.ts';
import { WorksPage } from './models/WorksPage.ts';
import { expectAccessible } from './support/axe.ts';
import { expectFitsPhone, PHONE_WIDTH } from './support/phoneWidth.ts';
import { roleApi } from './support/roleApi.ts';
import type { SignedInApi } from './support/signedInApi.ts';
import { E2E_PORT, ONE_CONNECTION_PER_CALL, TOKEN_KEYS } from './support/tenants.ts';
import { storeSignIn } from './support/signIn.ts';

// The calendar data is read from the API, as the calendar screen would: the event the server made for the task.
type EventRow = { id: number; summary: string; task_id: number | null };

const api = async (page: Page, request: APIRequestContext, path: string) => {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS.accessToken);
  return request.get(`http://127.0.0.1:${E2E_PORT}/api${path}`, {
    headers: { Authorization: `Bearer ${token ?? ''}`, Host: `acme.localhost:${E2E_PORT}`, Accept: 'application/json', ...ONE_CONNECTION_PER_CALL },
  });
};

const eventsOn = async (page: Page, request: APIRequestContext, calendarId: number, day: string): Promise<EventRow[]> => {
  const query = new URLSearchParams({ start: `${day} 00:00:00`, end: `${day} 23:59:59` });
  const response = await api(page, request, `/calendars/${calendarId}/events?${query}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: EventRow[] };
  return body.data;
};

test('works and tasks end to end: event, tracking, attachments, deletion', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const workName = `Pratica e2e ${stamp}`;
  const summary = `Sopralluogo ${stamp}`;
  const day = '2026-06-15';

  await storeSignIn(page, 'admin');

  // A work.
  const works = new WorksPage(page);
  await works.gotoCreate();
  await expectAccessible(page);
  const workId = await works.create(workName);
  await expect(page.getByRole('tab', { name: /^(Attività|Tasks)$/ })).toBeVisible();
  await expectAccessible(page);

  // A task of that work, with its event (on by default) and a checklist.
  const tasks = new TasksPage(page);
  await tasks.gotoCreate();
  await expectAccessible(page);
  const taskId = await tasks.create({ summary, start: `${day}T09:00`, end: `${day}T11:00`, work: workName, checklist: 'Controlli', item: 'Misure prese' });
  await expect(page.getByRole('checkbox', { name: 'Misure prese' })).not.toBeChecked();
  await expectAccessible(page);

  // The event is in the calendar data: 'Costo ' + the summary (worded for the reader: 'Cost: ' in English), linked to the task.
  const titles = [`Costo ${summary}`, `Cost: ${summary}`];
  const taskResponse = await api(page, request, `/tasks/${taskId}`);
  const task = ((await taskResponse.json()) as { data: { event: { id: number; calendar_id: number } | null } }).data;
  expect(task.event).not.toBeNull();
  const calendarId = task.event?.calendar_id ?? 0;
  const events = await eventsOn(page, request, calendarId, day);
  expect(events.filter((event) => titles.includes(event.summary) && event.task_id === taskId)).toHaveLength(1);

  // Tracking: start (the time runs), pause, complete (Start and Pause no longer offered, with why), mark uncompleted.
  await tasks.trackingButton(/^(Avvia|Start)$/).click();
  await tasks.expectStatus(/^(In corso|Started)$/);
  const first = await tasks.elapsed.innerText();
  await expect(tasks.elapsed).not.toHaveText(first, { timeout: 5000 });
  await tasks.trackingButton(/^(Metti in pausa|Pause)$/).click();
  await tasks.expectStatus(/^(In pausa|Paused)$/);
  await tasks.trackingButton(/^(Segna come completata|Mark completed)$/).click();
  await tasks.expectStatus(/^(Completata|Completed)$/);
  await expect(tasks.trackingButton(/^(Avvia|Start)$/)).toBeDisabled();
  await expect(tasks.trackingButton(/^(Metti in pausa|Pause)$/)).toBeDisabled();
  await expect(tasks.tracking.getByText(/^(Completata: usa «Segna come da completare»|Completed: use “Mark uncompleted”)/)).toBeVisible();
  await expectAccessible(page);
  await tasks.trackingButton(/^(Segna come da completare|Mark uncompleted)$/).click();
  await tasks.expectStatus(/^(In pausa|Paused)$/);
  await expect(tasks.tracking.getByRole('alert')).toHaveCount(0);

  // An attachment: upload with a visible progress bar, download it back byte for byte.
  await tasks.openTab(/^(Allegati|Attachments)$/);
  const content = Buffer.from(Array.from({ length: 256 * 1024 }, (_, index) => (index * 31 + 7) % 256));
  await tasks.upload({ name: 'rilievo.bin', mimeType: 'application/octet-stream', buffer: content });
  const progress = page.getByRole('progressbar', { name: /(Caricamento di|Uploading) rilievo\.bin/ });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('button', { name: /^(Scarica|Download) rilievo\.bin$/ })).toBeVisible();
  await expectAccessible(page);
  const download = await tasks.download('rilievo.bin');
  expect(download.suggestedFilename()).toBe('rilievo.bin');
  const downloaded = await readFile(await download.path());
  expect(downloaded.equals(content)).toBe(true);

  // Given to someone else through the form; the list says whom each task is for and filters by that person.
  const assignee = page.getByRole('combobox', { name: /^(Assegnata a|Assigned to)/ });
  await expect(assignee).toHaveValue('Giulia Rossi');
  await assignee.fill('Sara');
  await page.getByRole('option', { name: 'Sara Esposito' }).click();
  // The choice is in the form once the field shows it (one CI run saved before that, sending the old assignee).
  await expect(assignee).toHaveValue('Sara Esposito');
  await page.getByRole('button', { name: /^(Salva|Save)$/ }).click();
  await expect.poll(async () => ((await (await api(page, request, `/tasks/${taskId}`)).json()) as { data: { assignee: { name: string } | null } }).data.assignee?.name).toBe('Sara Esposito');
  await page.goto('/tasks');
  await page.getByRole('searchbox', { name: /^(Cerca|Search)$/ }).fill(stamp);
  await page.getByRole('combobox', { name: /^(Assegnata a|Assigned to)/ }).fill('Sara');
  await page.getByRole('option', { name: 'Sara Esposito' }).click();
  const row = page.getByRole('row').filter({ hasText: summary });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Sara Esposito' })).toBeVisible();
  await expectAccessible(page);
  // The job's tasks tab says whom each task is for too.
  await page.goto(`/works/${workId}`);
  await expect(page.getByRole('listitem').filter({ hasText: summary })).toContainText('Sara Esposito');
  // And the time worked, each task's and the job's (the hours it took), as the task's tracking panel shows it.
  const tracked = ((await (await api(page, request, `/tasks/${taskId}`)).json()) as { data: { tracked_seconds: number } }).data.tracked_seconds;
  expect(tracked).toBeGreaterThan(0);
  const elapsed = `${Math.floor(tracked / 3600)}:${String(Math.floor((tracked % 3600) / 60)).padStart(2, '0')}:${String(tracked % 60).padStart(2, '0')}`;
  await expect(page.getByRole('listitem').filter({ hasText: summary })).toContainText(new RegExp(`(Tempo di lavoro|Time worked): ${elapsed}`));
  await expect(page.getByText(/^(Tempo di lavoro|Time worked)$/).locator('xpath=following-sibling::*[1]')).toHaveText(elapsed);
  // A phase: "Add phase" without a name says why on the field and puts the cursor there (the button is never greyed
  // without a reason); named, the phase is listed and the field empties for the next one.
  const addPhase = page.getByRole('button', { name: /^(Aggiungi fase|Add phase)$/ });
  const phaseName = page.getByRole('textbox', { name: /^(Nuova fase|New phase)/ });
  await addPhase.click();
  await expect(phaseName).toBeFocused();
  await expect(phaseName).toHaveAccessibleDescription(/^(Questo campo è obbligatorio\.|This field is required\.)$/);
  await phaseName.fill(`Collaudo ${stamp}`);
  await expect(phaseName).not.toHaveAttribute('aria-invalid', 'true');
  await addPhase.click();
  await expect(page.getByRole('listitem').filter({ hasText: `Collaudo ${stamp}` })).toBeVisible();
  await expect(phaseName).toHaveValue('');
  // Edited in its dialog on a phone: an end before the start is refused at that field (the cursor goes there); then a
  // new name and dates, which the list shows in the reader's format, and the cursor is back on the phase's Edit.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: PHONE_WIDTH, height: 740 });
  // On a phone the dialog is a bottom sheet and the notices sit at the bottom too: the "added" one, still showing, is
  // under the sheet (Toaster.tsx's layer), so a tap on Save reaches Save.
  const editPhase = (name: string) => page.getByRole('button', { name: new RegExp(`^(Modifica la fase|Edit phase) ${name}$`) });
  await editPhase(`Collaudo ${stamp}`).click();
  const phaseDialog = page.getByRole('dialog', { name: new RegExp(`^(Modifica la fase|Edit phase) Collaudo ${stamp}$`) });
  const editedName = phaseDialog.getByRole('textbox', { name: /^(Nome|Name)/ });
  const phaseEnd = phaseDialog.getByRole('textbox', { name: /^(Data di fine|End date)/ });
  await expect(editedName).toBeFocused();
  const savePhase = phaseDialog.getByRole('button', { name: /^(Salva|Save)$/ });
  const reached = await savePhase.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('button') === button;
  });
  expect(reached, 'a tap on Save reaches Save, not a notice over it').toBe(true);
  await phaseDialog.getByRole('textbox', { name: /^(Data di inizio|Start date)/ }).fill('10/06/2026');
  await phaseEnd.fill('09/06/2026');
  await phaseDialog.getByRole('button', { name: /^(Salva|Save)$/ }).click();
  await expect(phaseEnd).toBeFocused();
  await expect(phaseEnd).toHaveAccessibleDescription(/(uguale o successiva al 10\/06\/2026|after or equal to 10\/06\/2026)/);
  await expectFitsPhone(page);
  await expectAccessible(page);
  await editedName.fill(`Collaudo finale ${stamp}`);
  await phaseEnd.fill('12/06/2026');
  await phaseDialog.getByRole('button', { name: /^(Salva|Save)$/ }).click();
  await expect(phaseDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^(Fase: modifiche salvate|Phase updated)$/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Collaudo finale ${stamp}` })).toContainText('10/06/2026 – 12/06/2026');
  await expect(editPhase(`Collaudo finale ${stamp}`)).toBeFocused();
  if (viewport !== null) await page.setViewportSize(viewport);
  await page.goto(`/tasks/${taskId}/edit`);

  // Deleting the task (after the confirmation) deletes its event first.
  await tasks.delete();
  expect((await api(page, request, `/tasks/${taskId}`)).status()).toBe(404);
  const after = await eventsOn(page, request, calendarId, day);
  expect(after.filter((event) => event.task_id === taskId || titles.includes(event.summary))).toHaveLength(0);
});

test("an operator acts on their own task and gets someone else's read-only (record scope; the server answers 403)", async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const admin = await roleApi(request, 'admin');
  const operator = await roleApi(request, 'operator');
  const taskOf = async (api: SignedInApi, summary: string): Promise<number> => {
    const made = await api.post('/tasks', { summary, with_event: false });
    expect(made.status()).toBe(201);
    return ((await made.json()) as { data: { id: number } }).data.id;
  };
  const theirs = await taskOf(admin, `Attività dell'amministratore ${stamp}`);
  const mine = await taskOf(operator, `Attività dell'operatore ${stamp}`);
  const work = await admin.post('/works', { name: `Pratica dell'amministratore ${stamp}` });
  expect(work.status()).toBe(201);
  const workId = ((await work.json()) as { data: { id: number } }).data.id;
  // The refusal itself: starting the administrator's task.
  expect((await operator.post(`/tasks/${theirs}/status`, { status: 'started' })).status()).toBe(403);

  await storeSignIn(page, 'operator');
  const start = page.getByRole('button', { name: /^(Avvia|Start)$/ });
  const title = page.getByRole('textbox', { name: /^(Titolo|Title)/ });

  await page.goto(`/tasks/${theirs}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: `Attività dell'amministratore ${stamp}` })).toBeVisible();
  await expect(title).toBeDisabled();
  await expect(start).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Elimina|Delete)$/ })).toHaveCount(0);

  // A work the operator has no part in: readable, not editable (they hold works.update, but not for this one).
  await page.goto(`/works/${workId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pratica dell'amministratore ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^(Modifica|Edit)$/ })).toHaveCount(0);
  // Its edit screen by URL: the refusal in words and the way back, no form.
  await page.goto(`/works/${workId}/edit`);
  await expect(page.getByText(/^(Puoi modificare solo i record tuoi|You can change only your own records)/)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('link', { name: /^(Torna alla scheda|Back to the record)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/works/${workId}$`));

  // On their own task, a colleague's comment is theirs to read, not to change (the server answers 403); their own is.
  expect((await admin.post(`/tasks/${mine}/comments`, { body: `Nota dell'amministratore ${stamp}` })).status()).toBe(201);
  expect((await operator.post(`/tasks/${mine}/comments`, { body: `Nota dell'operatore ${stamp}` })).status()).toBe(201);
  await page.goto(`/tasks/${mine}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: `Attività dell'operatore ${stamp}` })).toBeVisible();
  await expect(title).toBeEnabled();
  await expect(start).toBeEnabled();
  await page.getByRole('tab', { name: /^(Commenti|Comments)$/ }).click();
  const comments = page.getByRole('tabpanel', { name: /^(Commenti|Comments)$/ });
  const adminsNote = comments.getByRole('listitem').filter({ hasText: `Nota dell'amministratore ${stamp}` });
  const ownNote = comments.getByRole('listitem').filter({ hasText: `Nota dell'operatore ${stamp}` });
  await expect(adminsNote).toBeVisible();
  await expect(adminsNote.getByRole('button')).toHaveCount(0);
  await expect(ownNote.getByRole('button', { name: /^(Elimina il commento|Delete comment)$/ })).toBeVisible();
  await expectAccessible(page);
});
