import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';

/** The demo users every tenant gets, by role. */
export type DemoRole = 'admin' | 'sub_admin' | 'supervisor' | 'operator';

/** What a module's seeder receives for one tenant. */
export type SeedTenant = {
  readonly id: number;
  readonly slug: string;
  readonly timezone: string;
  /** User ids by role (each tenant has one demo user per role). */
  readonly users: Readonly<Record<DemoRole, number>>;
  /** Role ids by role name. */
  readonly roles: Readonly<Record<DemoRole, number>>;
  /** The tenant's wall clock at seeding time, `YYYY-MM-DD HH:mm:ss`. */
  readonly now: string;
  /** The server's configuration: seeders that attach files write them through the media store under its data folder. */
  readonly config: Config;
};

/**
 * A module's seed: called once per demo tenant, inside the seeding transaction, after the core data (tenants,
 * roles, users) exists. Keep it deterministic (no Math.random) so screenshots and e2e tests are stable.
 */
export type ModuleSeeder = {
  readonly name: string;
  seed(db: Db, tenant: SeedTenant): Promise<void>;
};
