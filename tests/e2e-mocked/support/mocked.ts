import { expect, type Page } from '@playwright/test';
import type { FaultInput } from '../../../mocks/controls.ts';
import type { ScenarioName } from '../../../mocks/scenarios.ts';
import type { CallRecord } from '../../../mocks/state.ts';
import { LoginPage } from '../../e2e/models/LoginPage.ts';
import { AppShell } from '../../e2e/models/AppShell.ts';

// The mocked project's handle on the page's mocked API (window.__mocks, mocks/controls.ts). Every page starts its
// own in-memory world, so tests never share data and need not create what they change.

export type MockedRole = 'admin' | 'supervisor' | 'operator';

export const mockedLogin = (role: MockedRole) => ({ email: `${role}@acme.test`, password: 'Bottega!2026' });

/** Opens `path` on a fresh world of `scenario` and waits for the mocked API to be ready. */
export const openMocked = async (page: Page, path = '/login', scenario: ScenarioName = 'normal'): Promise<void> => {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}mock-scenario=${scenario}`);
  await mocksReady(page);
};

export const signInMocked = async (page: Page, role: MockedRole = 'admin', scenario: ScenarioName = 'normal'): Promise<AppShell> => {
  await openMocked(page, '/login', scenario);
  const login = new LoginPage(page);
  const { email, password } = mockedLogin(role);
  await login.signIn(email, password);
  const shell = new AppShell(page);
  await shell.expectDashboard();
  return shell;
};

/** The mocked API starts after the page's load event (a dynamic import, then the worker): wait for its controls. */
const mocksReady = (page: Page) => page.waitForFunction(() => window.__mocks !== undefined);

export const injectFault = async (page: Page, operation: string, fault: FaultInput): Promise<void> => {
  await mocksReady(page);
  await page.evaluate(([op, f]) => window.__mocks?.fail(op, f), [operation, fault] as const);
};

export const mockCalls = async (page: Page): Promise<CallRecord[]> => {
  await mocksReady(page);
  return page.evaluate(() => window.__mocks?.calls() ?? []);
};

/** No mocked answer broke the contract during the test (each would also have been answered 500). */
export const expectNoContractViolations = async (page: Page): Promise<void> => {
  expect(await page.evaluate(() => window.__mocks?.violations() ?? [])).toEqual([]);
};
