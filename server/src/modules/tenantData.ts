import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { desc } from "drizzle-orm";
import { backupSchedule } from "../backup/schedule.ts";
import { instanceBackups } from "../db/schema/operations.ts";
import { tooManyRequests, type Failure } from "../http/failure.ts";
import { binary, ok, type HandlerMap } from "../http/handler.ts";
import { dateTimeParam, message } from "../i18n/message.ts";
import { contentDisposition } from "../media/store.ts";
import { exportTenant } from "../tenancy/export.ts";
import { exportSince, recordExport } from "../tenancy/state.ts";
import { wallClockAt } from "../time.ts";

// The administrator's side of issue 33: the tenant's own export from Settings (at most one a day) and the time of
// the instance's last good backup.

const DAY_MS = 24 * 3600_000;

export const handlers = {
  downloadTenantExport: async (ctx) => {
    const { tenant } = ctx;
    const last = await exportSince(
      ctx.db,
      tenant.slug,
      new Date(Date.now() - DAY_MS),
      "settings",
    );
    if (last) {
      const next = new Date(last.getTime() + DAY_MS);
      const refusal: Failure = tooManyRequests(
        (next.getTime() - Date.now()) / 1000,
        message("tenants.exportOncePerDay", {
          name: tenant.name,
          when: dateTimeParam(wallClockAt(tenant.timezone, next)),
        }),
      );
      return refusal;
    }
    // Recorded before the archive is built: a second click meanwhile is refused, not served twice.
    await recordExport(ctx.db, tenant.slug, "settings");
    // Written to a scratch file as it is read, then streamed from it: memory does not grow with the tenant.
    const scratch = await fs.promises.mkdtemp(
      path.join(os.tmpdir(), "bottega-tenant-export-"),
    );
    const file = path.join(scratch, "export.zip");
    const built = await exportTenant(
      { config: ctx.config, db: ctx.db },
      tenant.slug,
      file,
    );
    if (!built.ok) {
      await fs.promises.rm(scratch, { recursive: true, force: true });
      throw new Error(built.error.message);
    }
    const handle = await fs.promises.open(file, "r");
    // Unlinked while open: the bytes stay readable until the response is sent, and nothing is left behind.
    await fs.promises.rm(scratch, { recursive: true, force: true });
    const body = Readable.toWeb(
      handle.createReadStream(),
    ) as ReadableStream<Uint8Array>;
    return binary(
      new Response(body, {
        status: 200,
        headers: {
          "content-type": "application/zip",
          "content-length": String(built.value.bytes),
          "content-disposition": contentDisposition(
            `${tenant.slug}-export-${ctx.now().slice(0, 10)}.zip`,
          ),
        },
      }),
    );
  },

  getBackupStatus: async (ctx) => {
    const [last] = await ctx.db
      .select()
      .from(instanceBackups)
      .orderBy(desc(instanceBackups.finishedAt))
      .limit(1);
    const schedule = backupSchedule();
    return ok({
      last_good_backup_at: last
        ? wallClockAt(ctx.tenant.timezone, last.finishedAt)
        : null,
      bytes: last?.bytes ?? null,
      scheduled: schedule
        ? { every_hours: schedule.everyHours, keep: schedule.keep }
        : null,
    });
  },
} satisfies HandlerMap;
