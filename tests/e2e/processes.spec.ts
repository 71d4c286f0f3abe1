import { expect, test } from '@playwright/test';
import { ProcessesPage } from './models/ProcessesPage.ts';
import { StoryDiagram } from './models/StoryDiagram.ts';
import { TasksPage } from './models/TasksPage.ts';
import { expectAccessible } from './support/axe.ts';
import { navigateInApp } from './support/inApp.ts';
import { expectFitsPhone } from './support/phoneWidth.ts';
import { readInEnglish } from './support/language.ts';
import { describeLeaks, languageLeaksIn, visibleTexts } from './support/languageLeaks.ts';
import { signedInApi } from './support/signedInApi.ts';
import { signInAs, storeSignIn } from './support/signIn.ts';

const BUSINESS: readonly (readonly [string, string, string])[] = [
  ['vacationStatus', 'Decisione sulla richiesta di ferie', 'Leave request decision'],
  ['sampleApproval', 'Doppia approvazione dei campioni', 'Sample dual approval'],
  ['proposalSending', 'Revisione e invio delle offerte', 'Proposal revision and sending'],
  ['taskTracking', "Tempo di un'attività", 'Task time tracking'],
  ['newsletterSubscription', 'Iscrizione a una newsletter', 'Newsletter subscription'],
  ['packageEvaluation', 'Valutazione di un pacchetto', 'Package evaluation'],
  ['profileMerge', 'Unione di anagrafiche', 'Profile merge'],
  ['dataImport', 'Importazione dati', 'Data import'],
  ['duplicateCheck', 'Avviso di duplicati prima della creazione', 'Duplicate warning before create'],
  ['sectionAccess', 'Accesso a una sezione protetta', 'Access to a protected section'],
];

/** The document title a PDF carries in its info dictionary: a literal string or UTF-16 hex (Chromium writes either). */
const pdfTitle = (pdf: Buffer): string | null => {
  const text = pdf.toString('latin1');
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/.exec(text);
  if (hex?.[1]) return Buffer.from(hex[1], 'hex').swap16().toString('utf16le');
  return /\/Title\s*\(((?:\\.|[^\\)])*)\)/.exec(text)?.[1] ?? null;
};

// What a process owner must never read: machine ids (`vacationStatus.pending`), guard code, internal states.
const MACHINE_WORDS = /\b[a-z]+[A-Z]\w*\.\w+|\[[^\]]*\]|\b(routing|deciding|mayDecide|isPending|xstate|choosingChanges|confirmingRejection)\b/;

test.describe('Processi: the business workflows for the people who own them', () => {
  test('each business workflow opens fitted, readable, in plain words, and plays a scenario; the technical machines are elsewhere', async ({ page }) => {
    test.setTimeout(120_000);
    const shell = await signInAs(page, 'admin');
    await shell.menu.getByRole('link', { name: 'Processi' }).click();
    const processes = new ProcessesPage(page);
    await expect(processes.heading).toBeVisible();
    const listed = await processes.machines.getByRole('link').allInnerTexts();
    expect(listed).toEqual([...BUSINESS.map(([, it]) => it), 'Macchine tecniche (per sviluppatori)']);
    const diagram = new StoryDiagram(page);
    for (const [id, title] of BUSINESS) {
      await processes.machines.getByRole('link', { name: title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await diagram.expectFitted();
      const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
      expect(await section.innerText()).not.toMatch(MACHINE_WORDS);
      expect(await diagram.texts()).not.toMatch(MACHINE_WORDS);
      expect(describeLeaks(languageLeaksIn(await visibleTexts(page), 'it')), `Italian words only on ${id}`).toEqual([]);
      // A scenario, step by step: the start, then the first action and the status it leads to.
      const first = section.locator('[data-scenario]').first();
      await first.click();
      await expect(page.getByTestId('scenario-step')).toContainText(/^Passo 1 di \d+/);
      await expect(diagram.svg.locator('[data-current="true"][data-status]').first()).toBeVisible();
      await page.getByTestId('scenario-next').click();
      await expect(page.getByTestId('scenario-step')).toContainText(/^Passo 2 di \d+/);
      await expect(diagram.svg.locator('[data-current="true"][data-edge]')).toHaveCount(1);
      await expect(section.locator('[data-transition][aria-current="step"]')).toHaveCount(1);
      if (id === 'vacationStatus') {
        await expect(page.getByTestId('scenario-step')).toContainText('Il responsabile approva → Approvata');
        await expect(diagram.status('accepted')).toHaveAttribute('data-current', 'true');
        await expect(page.getByTestId('story-legend')).toContainText('Responsabile');
        await expect(page.getByTestId('story-legend')).toContainText('Chi ha chiesto');
        // "Adatta alla vista" really fits: zoomed in, then back to the whole diagram.
        const zoom = page.getByTestId('story-zoom');
        const fitted = await zoom.innerText();
        await diagram.viewport.focus();
        await page.keyboard.press('+');
        await expect(zoom).not.toHaveText(fitted);
        await page.getByTestId('story-fit').click();
        await expect(zoom).toHaveText(fitted);
        await diagram.expectFitted();
        // The SVG download is the drawing itself.
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Scarica SVG' }).click();
        expect((await download).suggestedFilename()).toBe('vacationStatus.svg');
        // The PDF: the app opens a print window holding the workflow's title, its drawing and its actions, and asks the
        // browser to print it (its "Save as PDF"); printed here instead of through the dialog, it is a PDF with that title.
        await page.evaluate(() => {
          const open = window.open.bind(window);
          const counter = window as unknown as { printCalls: number };
          counter.printCalls = 0;
          window.open = (...args: Parameters<typeof window.open>) => {
            const opened = open(...args);
            if (opened) opened.print = () => void (counter.printCalls += 1);
            return opened;
          };
        });
        const opened = page.context().waitForEvent('page');
        await page.getByRole('button', { name: 'Scarica PDF' }).click();
        const printable = await opened;
        await expect(printable.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(printable.locator('svg [data-status="accepted"]')).toHaveCount(1);
        await expect(printable.getByRole('heading', { level: 2, name: 'Azioni' })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
        const pdf = await printable.pdf();
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(pdfTitle(pdf)).toBe(title);
        await printable.close();
        await expectAccessible(page);
      }
    }
  });

  test('at 360 px and in English every business workflow still opens fitted and readable, pinches to zoom, and lives beside a task', async ({ page }) => {
    test.setTimeout(90_000);
    await readInEnglish(page);
    await page.setViewportSize({ width: 360, height: 740 });
    // One page load, on the first workflow (not the dashboard), then the app's own navigation from workflow to workflow
    // (issue 36.7: a full load each cost a bundle parse and the session's start-up calls); each step waits for that
    // workflow's own title.
    await storeSignIn(page, 'admin');
    await page.goto(`/processes/${BUSINESS[0]?.[0] ?? ''}`);
    const diagram = new StoryDiagram(page);
    for (const [id, , title] of BUSINESS) {
      await navigateInApp(page, `/processes/${id}`);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await diagram.expectFitted();
      expect(await diagram.texts()).not.toMatch(MACHINE_WORDS);
      // Every state, action, role and typical case in English words, as the Italian walk reads them in Italian.
      const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
      expect(await section.innerText()).not.toMatch(MACHINE_WORDS);
      expect(describeLeaks(languageLeaksIn(await visibleTexts(page), 'en')), `English words only on ${id}`).toEqual([]);
      // The page itself too: a typical case's long name once widened it to 391 px.
      await expectFitsPhone(page, id);
    }
    await navigateInApp(page, '/processes/vacationStatus');
    await expect(page.getByRole('heading', { level: 2, name: 'Leave request decision' })).toBeVisible();
    await page.getByRole('button', { name: 'Approved with a changed period' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByTestId('scenario-step')).toContainText('The manager changes the period and approves → Approved with changes');
    await expectAccessible(page);
    // Two fingers spread apart on the diagram zoom it in (the touch events a phone sends, through CDP).
    const zoom = page.getByTestId('story-zoom');
    const fitted = await zoom.innerText();
    const frame = await diagram.viewport.boundingBox();
    if (!frame) throw new Error('no diagram on screen');
    const middle = { x: frame.x + frame.width / 2, y: frame.y + Math.min(frame.height / 2, 120) };
    const cdp = await page.context().newCDPSession(page);
    const fingers = (type: 'touchStart' | 'touchMove' | 'touchEnd', apart: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ id: 1, x: middle.x - apart, y: middle.y }, { id: 2, x: middle.x + apart, y: middle.y }],
      });
    await fingers('touchStart', 20);
    for (const apart of [30, 40, 50, 60]) await fingers('touchMove', apart);
    await fingers('touchEnd', 0);
    await expect(zoom).not.toHaveText(fitted);
    expect(parseInt(await zoom.innerText(), 10)).toBeGreaterThan(parseInt(fitted, 10));

    // Beside a task on a phone, in English: the live view with the task's recorded history, in a dialog.
    const created = await signedInApi(page, 'acme').post('/tasks', { summary: `Live 360 ${Date.now().toString(36)}`, with_event: false });
    expect(created.status()).toBe(201);
    await navigateInApp(page, `/tasks/${((await created.json()) as { data: { id: number } }).data.id}/edit`);
    await new TasksPage(page).tracking.getByRole('button', { name: 'Show process' }).click();
    const live = page.getByRole('dialog', { name: 'Process: Task time tracking' });
    await expect(live.getByTestId('record-now')).toHaveText('Now: Stopped', { timeout: 30_000 });
    await expect(live.getByTestId('record-history').getByRole('listitem')).toHaveCount(1);
    await new StoryDiagram(live).expectFitted();
    await expectAccessible(page);
  });

  test('the live view of a leave request shows its status and its history on the diagram; an offer’s shows its recorded moves', async ({ page }) => {
    test.setTimeout(120_000);
    // The request is made before the app first opens, on the request itself (not the dashboard).
    await storeSignIn(page, 'admin');
    const api = signedInApi(page, 'acme');
    const users = (await (await api.get('/users?search=operator@acme.test')).json()) as { data: { id: number; email: string }[] };
    const operator = users.data.find((user) => user.email === 'operator@acme.test');
    if (!operator) throw new Error('no demo operator');
    let id: number | null = null;
    let refusal = '';
    // A working hour of the operator's not taken by another spec's request (those start at 16:00, 5 to 60 days ahead).
    for (let offset = 3; offset < 60 && id === null; offset++) {
      const day = new Date(Date.now() + offset * 86_400_000);
      if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
      const date = day.toISOString().slice(0, 10);
      const made = await api.post('/vacations', { user_id: operator.id, type: 'illness', start: `${date} 10:00:00`, end: `${date} 11:00:00` });
      if (made.status() === 201) id = ((await made.json()) as { data: { id: number } }).data.id;
      else refusal = await made.text();
    }
    if (id === null) throw new Error(`no free period for a request: ${refusal}`);

    await page.goto(`/vacations/${id}/edit`);
    await page.getByRole('button', { name: 'Mostra processo' }).click();
    const panel = page.getByRole('dialog', { name: 'Processo: Decisione sulla richiesta di ferie' });
    await expect(panel.getByTestId('record-now')).toHaveText('Ora: In attesa');
    await expect(panel.getByTestId('record-history').getByRole('listitem')).toHaveCount(1);
    // The decision taken on the screen beside moves the diagram and adds a step to the history on it.
    await page.getByRole('button', { name: /^Approva$/ }).click();
    await expect(panel.getByTestId('record-now')).toHaveText('Ora: Approvata');
    const history = panel.getByTestId('record-history').getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('In attesa');
    await expect(history.last()).toContainText('Approvata');
    const diagram = new StoryDiagram(panel);
    await expect(diagram.status('accepted')).toHaveAttribute('data-current', 'true');
    await expect(diagram.status('accepted').getByTestId('history-badge')).toHaveText('2');
    await expect(diagram.status('pending').getByTestId('history-badge')).toHaveText('1');
    await diagram.expectFitted();
    await expectAccessible(page);

    // An offer's moves are recorded too (workflow_steps): made behind the screen, revised on it, its live view lists
    // both, by who made them, none read off its dates.
    const me = ((await (await api.get('/users/me')).json()) as { data: { name: string } }).data;
    const customers = (await (await api.get('/profiles?type=customer&page_size=1')).json()) as { data: { id: number }[] };
    const offer = await api.post('/proposals', { customer_id: customers.data[0]?.id, rows: [], notes: `Steps ${Date.now().toString(36)}` });
    expect(offer.status()).toBe(201);
    await page.goto(`/proposals/${((await offer.json()) as { data: { id: number } }).data.id}`);
    await page.getByRole('button', { name: 'Mostra processo' }).click();
    const offerPanel = page.getByRole('dialog', { name: 'Processo: Revisione e invio delle offerte' });
    const steps = offerPanel.getByTestId('record-history').getByRole('listitem');
    await expect(steps).toHaveCount(1, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Nuova revisione' }).click();
    await expect(steps).toHaveCount(2);
    for (const step of [steps.first(), steps.last()]) await expect(step).toContainText(me.name);
    await expect(steps.last()).toHaveAttribute('data-state', 'drafting');
    await expect(offerPanel.getByTestId('record-history-derived')).toHaveCount(0);
    await expect(new StoryDiagram(offerPanel).status('drafting').getByTestId('history-badge')).toHaveText('1,2');
  });
});

test.describe('Processi: the technical machines, for developers', () => {
  test('an admin opens the technical page from Processi, sees the session live in `authenticated` (named in Italian), and steps through a generated path', async ({ page }) => {
    // Laying out the session (40 states) and generating its 300 paths takes seconds on a shared 2-core runner.
    test.setTimeout(150_000);
    await storeSignIn(page, 'admin');
    await page.goto('/processes');
    await page.getByRole('link', { name: 'Macchine tecniche (per sviluppatori)' }).click();
    const processes = new ProcessesPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Macchine tecniche' })).toBeVisible();
    await expect(processes.technical.getByRole('link', { name: 'Sessione' })).toHaveAttribute('aria-current', 'page');

    // Live: the app-wide session actor is signed in. Nested states start closed: the box holding the active state
    // says so, and only the active leaf is highlighted once it is open.
    const signedIn = processes.stateContainingActive('accesso effettuato');
    await expect(signedIn).toBeVisible({ timeout: 30_000 });
    await expect(signedIn).toHaveAttribute('aria-expanded', 'false');
    await expect(processes.state('avvio')).toHaveAttribute('aria-expanded', 'false');
    await expect(processes.state('in uso', true)).toHaveCount(0);
    await expect(processes.state('accesso non effettuato')).toBeVisible();
    await expect(processes.liveStatus).toContainText('In esecuzione ora, in: in uso');
    // Plain words on the box; the identifier is kept for developers.
    await expect(signedIn.locator('title')).toHaveText('session.authenticated');
    // Readable at the default zoom: every state name at 11 px or more on screen.
    expect(await processes.smallestStateNamePx()).toBeGreaterThanOrEqual(11);
    await expectAccessible(page);

    // Enter on a closed box opens it: its active leaf is highlighted, the box itself is not.
    await signedIn.focus();
    await page.keyboard.press('Enter');
    await expect(processes.state('accesso effettuato')).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
    await expect(processes.state('in uso', true)).toBeVisible();
    await expect(processes.state('accesso effettuato')).toBeFocused();
    expect(await processes.smallestStateNamePx()).toBeGreaterThanOrEqual(11);
    await expectAccessible(page);

    // Keyboard: the diagram zooms with + and fits with 0.
    await processes.diagram.focus();
    const level = page.getByText(/^\d+%$/);
    const before = await level.innerText();
    await page.keyboard.press('+');
    await expect(level).not.toHaveText(before);
    await page.keyboard.press('0');
    await expect(level).toHaveText(before);

    // A generated path: its first step is the tenant lookup, then the machine moves on.
    await processes.pathsMode.click();
    await expect(page.getByText(/percorsi generati dal diagramma di stato/)).toBeVisible({ timeout: 30_000 });
    await expect(processes.stepStatus).toContainText(/^Passo 0 di/);
    await expect(processes.stateContainingActive('avvio')).toBeVisible();
    await expect(processes.stepStatus).toContainText("ricerca dell'azienda");
    await processes.stepTo(1);
    await expect(processes.stepStatus).not.toContainText("ricerca dell'azienda");
    await expectAccessible(page);

    // Another machine by its address.
    await page.goto('/processes/technical?machine=taskTracking');
    await expect(processes.state('completata')).toBeVisible({ timeout: 30_000 });
    await expect(processes.liveStatus).toContainText('non è in esecuzione');
  });

  test('on a task, "Mostra processo" shows the live tracking beside the screen and follows it when the task starts', async ({ page }) => {
    test.setTimeout(90_000);
    // The task is made before the app first opens, on the task itself (not the dashboard).
    await storeSignIn(page, 'admin');
    const api = signedInApi(page, 'acme');
    const summary = `Processo visibile ${Date.now().toString(36)}`;
    const created = await api.post('/tasks', { summary, with_event: false });
    expect(created.status()).toBe(201);
    const taskId = ((await created.json()) as { data: { id: number } }).data.id;
    await page.goto(`/tasks/${taskId}/edit`);
    const tasks = new TasksPage(page);
    await expect(tasks.heading).toHaveText(summary);

    const show = tasks.tracking.getByRole('button', { name: 'Mostra processo' });
    await show.click();
    const panel = page.getByRole('dialog', { name: "Processo: Tempo di un'attività" });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('aria-modal', 'false');
    // The task's workflow as its story: where it is now, and its history (getTaskHistory): created, stopped.
    await expect(panel.getByTestId('record-now')).toHaveText('Ora: Ferma', { timeout: 30_000 });
    const history = panel.getByTestId('record-history').getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText('Ferma');
    // Recorded, not read off the task's dates: no note saying it was.
    await expect(panel.getByTestId('record-history-derived')).toHaveCount(0);
    await expect(new StoryDiagram(panel).status('paused')).toHaveAttribute('data-current', 'true');
    await expectAccessible(page);

    // The screen stays usable beside the panel: starting the task moves the diagram.
    await tasks.trackingButton(/^Avvia$/).click();
    await tasks.expectStatus(/^In corso$/);
    await expect(panel.getByTestId('record-now')).toHaveText('Ora: In corso');
    await expect(new StoryDiagram(panel).status('started')).toHaveAttribute('data-current', 'true');
    // …and adds the start, by whoever started it, to the history on the diagram.
    await expect(history).toHaveCount(2);
    await expect(history.last()).toContainText('In corso');
    await expect(new StoryDiagram(panel).status('started').getByTestId('history-badge')).toHaveText('2');

    await panel.getByRole('button', { name: 'Chiudi il processo' }).click();
    await expect(panel).toHaveCount(0);
    await expect(show).toBeFocused();
  });

  test('an operator reads in Processi the workflows of the modules she uses, and is refused the others and the developers\' page', async ({ page }) => {
    const shell = await signInAs(page, 'operator');
    expect(await shell.menuLabels()).toContain('Processi');
    await navigateInApp(page, '/processes');
    const processes = new ProcessesPage(page);
    await expect(processes.heading).toBeVisible();
    const listed = await processes.machines.getByRole('link').allInnerTexts();
    // Her leave requests and tasks are hers to use; the data import needs imports.run, which operators lack.
    expect(listed).toEqual(expect.arrayContaining(['Decisione sulla richiesta di ferie', "Tempo di un'attività"]));
    expect(listed).not.toContain('Importazione dati');
    expect(listed).not.toContain('Macchine tecniche (per sviluppatori)');
    for (const refused of ['/processes/dataImport', '/processes/technical']) {
      await navigateInApp(page, refused);
      await expect(page.getByRole('heading', { level: 1 }).last(), refused).toHaveText('Accesso non consentito');
    }
  });

  test('a supervisor has the Processi entry', async ({ page }) => {
    const shell = await signInAs(page, 'supervisor');
    expect(await shell.menuLabels()).toContain('Processi');
  });
});
