import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { TaskStatus } from '../../../src/domain/statuses.ts';
import { expectAccessible } from '../support/axe.ts';
import { HeldRequests } from '../support/heldRequests.ts';
import { signedInApi, type SignedInApi } from '../support/signedInApi.ts';
import type { DemoTenant } from '../support/tenants.ts';
import { storeSignIn } from '../support/signIn.ts';
import type { ButtonState, TrackingBrowserPath, TrackingButton, UiAction, UiState } from './taskTrackingBrowserPaths.ts';
import { TasksPage } from './TasksPage.ts';

const STATUS_LABELS: Readonly<Record<TaskStatus, RegExp>> = {
  // A paused task with no tracked time reads "not started" (taskDisplayStatus): fresh tasks, and runs paused within a second.
  paused: /^(In pausa|Paused|Non avviata|Not started)$/,
  started: /^(In corso|Started)$/,
  completed: /^(Completata|Completed)$/,
};

const BUTTON_NAMES: Readonly<Record<TrackingButton, RegExp>> = {
  start: /^(Avvia|Start)$/,
  pause: /^(Metti in pausa|Pause)$/,
  complete: /^(Segna come completata|Mark completed)$/,
  reopen: /^(Segna come da completare|Mark uncompleted)$/,
};

const MESSAGES = {
  refusal: /^(Non è possibile tracciare un'attività completata\.|Cannot track a completed task\.)$/,
  failure: /^(Connessione assente o instabile: i dati inseriti sono al sicuro, riprova\.|No or unstable connection: what you typed is safe, try again\.)$/,
} as const;

/**
 * Drives a generated task-tracking path through the task screen of a fresh task. The user's events are presses of
 * the tracking panel's buttons (mouse or keyboard); the status call is held in flight, so that the `changing` state
 * can be seen, and then let through, failed on the network, or met by the task completed elsewhere (a real 409).
 * Before the path and after each step the panel must show what the statechart's snapshot says.
 */
export class TaskTrackingPathDriver {
  private readonly tasks: TasksPage;
  private api: SignedInApi | null = null;
  private calls: HeldRequests | null = null;
  private inFlight: Route | null = null;
  private taskId = 0;
  private checkedAccessibility = false;

  constructor(
    readonly page: Page,
    readonly tenant: DemoTenant = 'acme',
  ) {
    this.tasks = new TasksPage(page);
  }

  async run(path: TrackingBrowserPath): Promise<void> {
    await this.begin(path.start);
    await this.expectShows(path.initial);
    for (const step of path.steps) {
      await this.perform(step.action);
      await this.expectShows(step.shows);
    }
  }

  /** Signs in, makes a task with the path's starting status through the API, and opens its screen. */
  private async begin(status: TaskStatus): Promise<void> {
    // Signed in by token, the task arranged, then the app opened on it (the login form and the dashboard are other
    // specs' subjects).
    await storeSignIn(this.page, 'admin', this.tenant);
    const api = signedInApi(this.page, this.tenant);
    this.api = api;
    const summary = `Tracciamento ${status} ${Date.now().toString(36)}`;
    const created = await api.post('/tasks', { summary, with_event: false });
    expect(created.status()).toBe(201);
    this.taskId = ((await created.json()) as { data: { id: number } }).data.id;
    if (status !== 'paused') await this.setStatusOnServer(status);
    this.calls = await HeldRequests.on(this.page, `**/api/tasks/${this.taskId}/status`);
    await this.page.goto(`/tasks/${this.taskId}/edit`);
    await expect(this.tasks.heading).toHaveText(summary);
  }

  private async setStatusOnServer(status: TaskStatus): Promise<void> {
    if (!this.api) throw new Error('not signed in');
    const response = await this.api.post(`/tasks/${this.taskId}/status`, { status, reopen: false });
    expect(response.status()).toBe(200);
  }

  private button(name: TrackingButton): Locator {
    return this.tasks.trackingButton(BUTTON_NAMES[name]);
  }

  private get alerts(): Locator {
    return this.tasks.tracking.getByRole('alert');
  }

  private get startedBy(): Locator {
    return this.tasks.tracking.getByText(/^(avviata da|started by) /);
  }

  private async perform(action: UiAction): Promise<void> {
    switch (action.kind) {
      case 'click':
        await this.button(action.button).click();
        return;
      case 'key':
        await this.button(action.button).focus();
        await this.page.keyboard.press(action.key);
        return;
      case 'dismiss':
        await this.alerts.getByRole('button', { name: /^(Chiudi|Close)$/ }).focus();
        await this.page.keyboard.press('Enter');
        return;
      case 'tick':
        await this.expectTimeMoves();
        return;
      case 'answer':
        await this.answer(action.outcome);
        return;
    }
  }

  private async answer(outcome: 'accept' | 'networkFailure' | 'completedElsewhere'): Promise<void> {
    const route = this.inFlight;
    if (!route) throw new Error('no status call in flight to answer');
    this.inFlight = null;
    if (outcome === 'networkFailure') {
      await route.abort('connectionrefused');
      return;
    }
    // Completed by someone else while this call was on its way: the server refuses it for real.
    if (outcome === 'completedElsewhere') await this.setStatusOnServer('completed');
    await route.continue();
  }

  private async expectTimeMoves(): Promise<void> {
    const before = await this.tasks.elapsed.innerText();
    await expect(this.tasks.elapsed).not.toHaveText(before);
  }

  private async expectButton(name: TrackingButton, state: ButtonState | undefined): Promise<void> {
    const button = this.button(name);
    if (state === undefined) return expect(button).toHaveCount(0);
    if (state === 'busy') return expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).not.toHaveAttribute('aria-busy');
    if (state === 'enabled') return expect(button).toBeEnabled();
    return expect(button).toBeDisabled();
  }

  private async expectShows(state: UiState): Promise<void> {
    const tracking = this.tasks.tracking;
    for (const status of Object.keys(STATUS_LABELS) as TaskStatus[]) {
      await expect(tracking.getByText(STATUS_LABELS[status])).toHaveCount(status === state.status ? 1 : 0);
    }
    for (const name of Object.keys(BUTTON_NAMES) as TrackingButton[]) await this.expectButton(name, state.buttons[name]);
    if (state.message === null) await expect(this.alerts).toHaveCount(0);
    else await expect(this.alerts).toHaveText(MESSAGES[state.message]);
    if (state.startedBy) await expect(this.startedBy).toBeVisible();
    else await expect(this.startedBy).toHaveCount(0);
    if (state.running) await this.expectTimeMoves();
    await this.expectCall(state.request);
    // The messages are what the panel adds to the screen: check them once per path.
    if (state.message !== null && !this.checkedAccessibility) {
      this.checkedAccessibility = true;
      await expectAccessible(this.page);
    }
  }

  /** In `changing` the call asked for is in flight (and held); elsewhere none was made. */
  private async expectCall(request: UiState['request']): Promise<void> {
    if (!this.calls) throw new Error('the status calls are not watched');
    if (request === null) {
      expect(this.inFlight).toBeNull();
      expect(this.calls.count).toBe(0);
      return;
    }
    if (this.inFlight === null) this.inFlight = await this.calls.next();
    expect(this.inFlight.request().postDataJSON()).toEqual({ status: request.status, reopen: request.reopen });
  }
}
