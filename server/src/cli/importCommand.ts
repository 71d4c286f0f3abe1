import fs from 'node:fs';
import path from 'node:path';
import { createWriteGeneration } from '../cache/writeGeneration.ts';
import { renderMessage } from '../i18n/render.ts';
import { message } from '../i18n/message.ts';
import { tenantLanguage } from '../i18n/recipient.ts';
import { check, isRefusal, kindOf, settled, startRun, upload, type ServiceContext } from '../modules/imports/service.ts';
import { presentErrors } from '../modules/imports/present.ts';
import { findImport, updateImport } from '../modules/imports/repository.ts';
import { inviteUser } from '../modules/users/invite.ts';
import { createTenantDirectory } from '../tenancy/tenants.ts';
import { wallClockAt } from '../time.ts';
import type { CommandContext, ExitCode } from './context.ts';

// `npm run import -- --tenant SLUG --kind KIND FILE [--dry-run] [--skip-bad-rows] [--create-missing]`: the import
// engine of the screen, on the instance's database (or through the running server's admin channel). Prints one
// JSON summary on stdout; exits 1 when nothing was written because of errors, 2 when the command line is wrong.

const FLAGS = new Set(['dry-run', 'skip-bad-rows', 'create-missing']);
const USAGE = 'usage: npm run import -- --tenant SLUG --kind customers|leads|suppliers|companies|articles|price-lists|users|allowances FILE [--dry-run] [--skip-bad-rows] [--create-missing]';

export type ImportArgs = { tenant?: string; kind?: string; file?: string; flags: Set<string> };

/** The command line; boolean flags never swallow the file name that follows them. */
export function parseImportArgs(argv: readonly string[]): ImportArgs {
  const out: ImportArgs = { flags: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      if (FLAGS.has(name)) out.flags.add(name);
      else if (name === 'tenant' || name === 'kind') out[name] = inline ?? argv[++i];
      else out.flags.add(`unknown:${name}`);
    } else out.file = arg;
  }
  return out;
}

/** The file positional made absolute (the server answering over the admin channel has another working directory). */
export function absoluteImportArgv(argv: readonly string[], cwd: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    out.push(arg);
    if (arg === '--tenant' || arg === '--kind') out.push(argv[++i] ?? '');
    else if (!arg.startsWith('--') && out.length > 0) out[out.length - 1] = path.resolve(cwd, arg);
  }
  return out;
}

export async function runImportCommand(ctx: CommandContext, argv: readonly string[]): Promise<ExitCode> {
  const args = parseImportArgs(argv);
  const unknown = [...args.flags].find((f) => f.startsWith('unknown:'));
  if (!args.tenant || !args.kind || !args.file || unknown) {
    ctx.out.error(unknown ? `unknown option --${unknown.slice('unknown:'.length)}; ${USAGE}` : USAGE);
    return 2;
  }
  if (!kindOf(args.kind)) {
    ctx.out.error(`unknown kind ${args.kind}; ${USAGE}`);
    return 2;
  }
  const db = ctx.database.db;
  const tenant = await createTenantDirectory(db, createWriteGeneration(), 0).bySlug(args.tenant);
  if (!tenant) {
    ctx.out.error(`no tenant ${args.tenant}`);
    return 1;
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(fs.readFileSync(args.file));
  } catch (e) {
    ctx.out.error(`cannot read ${args.file}: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  const language = tenantLanguage(tenant);
  const now = () => wallClockAt(tenant.timezone);
  const sc: ServiceContext = {
    db,
    tenantId: tenant.id,
    now,
    actor: { id: null, name: 'command line', email: '' },
    ip: 'cli',
    invite: async (tx, invitee) => {
      await inviteUser({ db: tx, config: ctx.config, mailer: ctx.mailer, tenant, now: now() }, invitee, { id: null, name: tenant.name });
    },
  };
  const uploaded = await upload(sc, args.kind, path.basename(args.file), bytes, language);
  if (isRefusal(uploaded)) {
    ctx.out.line(JSON.stringify({ status: 'refused', reason: renderMessage(message(uploaded.key, uploaded.params), language) }));
    return 1;
  }
  const id = uploaded.id;
  if (args.flags.has('create-missing')) await updateImport(db, tenant.id, id, { createMissing: true });
  if (args.flags.has('dry-run')) {
    const checked = await check(sc, id);
    if (isRefusal(checked)) {
      ctx.out.line(JSON.stringify({ status: 'refused', reason: renderMessage(message(checked.key, checked.params), language) }));
      return 1;
    }
  } else {
    const started = await startRun(sc, id, args.flags.has('skip-bad-rows') ? 'skip-bad-rows' : 'all-or-nothing');
    if (isRefusal(started)) {
      ctx.out.line(JSON.stringify({ status: 'refused', reason: renderMessage(message(started.key, started.params), language) }));
      return 1;
    }
    await settled(id);
  }
  const found = await findImport(db, tenant.id, id);
  if (!found) return 1;
  const r = found.row;
  const counts = r.counts ?? { created: 0, updated: 0, unchanged: 0, rejected: 0 };
  ctx.out.line(
    JSON.stringify({
      import: id,
      status: r.status,
      dry_run: args.flags.has('dry-run'),
      ...counts,
      errors: presentErrors(r.rejected, language, Number.MAX_SAFE_INTEGER),
    }),
  );
  const wrote = r.status === 'done' && counts.created + counts.updated > 0;
  // Non-zero when nothing was written because of errors (a dry run with errors counts as such too).
  return counts.rejected > 0 && !wrote ? 1 : r.status === 'failed' ? 1 : 0;
}
