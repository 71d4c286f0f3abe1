import path from 'node:path';
import { eq } from 'drizzle-orm';
import { tenants } from '../db/schema/core.ts';
import { createTenant } from '../tenancy/create.ts';
import { exportSince, listTenants, recordExport, setTenantDisabled } from '../tenancy/state.ts';
import { deleteTenant } from '../tenancy/delete.ts';
import { exportTenant } from '../tenancy/export.ts';
import { importTenant } from '../tenancy/import.ts';
import { slugProblem } from '../tenancy/slug.ts';
import { option, parseArgs } from './args.ts';
import type { CommandContext, ExitCode } from './context.ts';

// `npm run tenant -- <command> …` (issue 33 point 1). Output is for the operator: English, one line per fact.

export const TENANT_USAGE = [
  'Usage: npm run tenant -- <command>',
  '  create --slug SLUG --name "Company name" --admin-email EMAIL [--admin-name NAME] [--language it|en] [--timezone Europe/Rome] [--modules a,b,…]',
  '  list',
  '  disable SLUG | enable SLUG',
  '  export SLUG --out FILE.zip',
  '  import FILE.zip --slug NEW',
  '  delete SLUG --confirm SLUG   (needs an export of SLUG from the last 24 hours)',
].join('\n');

const DAY_MS = 24 * 3600_000;

export async function runTenantCommand(ctx: CommandContext, argv: readonly string[]): Promise<ExitCode> {
  const args = parseArgs(argv);
  const [command, target] = args.positional;
  const { out, database } = ctx;
  const db = database.db;
  switch (command) {
    case 'create': {
      const slug = option(args, 'slug');
      const name = option(args, 'name');
      const adminEmail = option(args, 'admin-email');
      if (slug === undefined || name === undefined || adminEmail === undefined) {
        out.error('create needs --slug, --name and --admin-email.');
        return 2;
      }
      const modules = option(args, 'modules')?.split(',').map((m) => m.trim()).filter((m) => m !== '');
      const created = await createTenant(
        { db, config: ctx.config, mailer: ctx.mailer, catalogue: ctx.catalogue },
        { slug, name, adminEmail, adminName: option(args, 'admin-name'), language: option(args, 'language'), timezone: option(args, 'timezone'), modules },
      );
      if (!created.ok) {
        out.error(created.error.message);
        return 1;
      }
      out.line(`Created tenant ${slug} (${name}).`);
      out.line(`Invitation for ${adminEmail.toLowerCase()} queued in the outbox${ctx.config.smtpUrl ? ' and sent by SMTP' : ' (no SMTP_URL: not sent, give the link yourself)'}.`);
      out.line(`Join link: ${created.value.joinLink}`);
      return 0;
    }
    case 'list': {
      const rows = await listTenants(db);
      if (rows.length === 0) out.line('No tenants yet. Create one with: npm run tenant -- create --slug SLUG --name "Company name" --admin-email EMAIL');
      for (const t of rows) out.line(`${t.slug.padEnd(20)} ${(t.disabled ? 'disabled' : 'enabled').padEnd(9)} ${String(t.users).padStart(5)} users  ${t.name}`);
      return 0;
    }
    case 'disable':
    case 'enable': {
      if (!target) {
        out.error(`${command} needs the tenant's slug.`);
        return 2;
      }
      if (!(await setTenantDisabled(db, target, command === 'disable'))) {
        out.error(`No tenant "${target}".`);
        return 1;
      }
      out.line(command === 'disable' ? `Tenant ${target} disabled: nobody can sign in; nothing was deleted.` : `Tenant ${target} enabled: its people can sign in again.`);
      return 0;
    }
    case 'export': {
      const file = option(args, 'out');
      if (!target || !file) {
        out.error('export needs the slug and --out FILE.zip.');
        return 2;
      }
      const done = await exportTenant({ config: ctx.config, db }, target, path.resolve(file), ctx.openArchive);
      if (!done.ok) {
        out.error(done.error.message);
        return 1;
      }
      await recordExport(db, target, 'cli');
      out.line(`Exported ${target}: ${done.value.rows} rows in ${done.value.tables} tables, ${done.value.files} files → ${path.resolve(file)} (${done.value.bytes} bytes).`);
      return 0;
    }
    case 'import': {
      const slug = option(args, 'slug');
      if (!target || !slug) {
        out.error('import needs the file and --slug NEW.');
        return 2;
      }
      const problem = slugProblem(slug);
      if (problem) {
        out.error(problem);
        return 1;
      }
      const done = await importTenant({ config: ctx.config, db }, path.resolve(target), slug);
      if (!done.ok) {
        out.error(done.error.message);
        return 1;
      }
      out.line(`Imported ${done.value.name} as ${slug}: ${done.value.rows} rows in ${done.value.tables} tables, ${done.value.files} files.`);
      return 0;
    }
    case 'delete': {
      if (!target) {
        out.error('delete needs the slug.');
        return 2;
      }
      if (option(args, 'confirm') !== target) {
        out.error(`Deleting removes every record of ${target}: repeat its slug with --confirm ${target}.`);
        return 2;
      }
      const [exists] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, target)).limit(1);
      if (!exists) {
        out.error(`No tenant "${target}".`);
        return 1;
      }
      if (!(await exportSince(db, target, new Date(Date.now() - DAY_MS)))) {
        out.error(`No export of ${target} from the last 24 hours: run npm run tenant -- export ${target} --out FILE.zip first.`);
        return 1;
      }
      const removed = await deleteTenant({ config: ctx.config, db }, exists.id);
      out.line(`Deleted tenant ${target}: ${removed.rows} rows and ${removed.files} files.`);
      return 0;
    }
    default:
      out.error(command ? `Unknown command "${command}".\n${TENANT_USAGE}` : TENANT_USAGE);
      return 2;
  }
}

