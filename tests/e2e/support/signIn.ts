import type { Page } from '@playwright/test';
import { AppShell } from '../models/AppShell.ts';
import { LoginPage } from '../models/LoginPage.ts';
import { demoLogin, type DemoRole, type DemoTenant } from './tenants.ts';

/** A demo user signed in through the login page, on the dashboard: the preamble of most specs. */
export async function signInAs(page: Page, role: DemoRole, tenant: DemoTenant = 'acme'): Promise<AppShell> {
  const login = new LoginPage(page);
  await login.goto(tenant);
  const { email, password } = demoLogin(role, tenant);
  await login.signIn(email, password);
  const shell = new AppShell(page);
  await shell.expectDashboard();
  return shell;
}
