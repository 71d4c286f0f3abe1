import type { Config } from '../config.ts';
import type { Language } from '../../../src/domain/constants/languages.ts';
import type { Operation } from '../contract/operation.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Pagination } from './pagination.ts';

export type TenantInfo = {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly avatarUrl: string | null;
  readonly faviconUrl: string | null;
  /** IANA zone of the tenant's wall clock. */
  readonly timezone: string;
  /** Tenant settings by key (values as stored: string, string[] or null). */
  readonly settings: ReadonlyMap<string, unknown>;
  /** Menu modules switched off for this tenant (setting `modules.hidden`). */
  readonly hiddenModules: ReadonlySet<string>;
};

export type AuthUser = {
  /** 0 for the guest of a public operation. */
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly roleId: number | null;
  /** Role machine name: admin, sub_admin, supervisor, operator, or a custom one; 'guest' on public operations. */
  readonly role: string;
  readonly isAdmin: boolean;
  /** The role's permission keys as stored (the admin role has all without storing them). */
  readonly permissions: ReadonlySet<string>;
  /** The user's `language` preference when they chose one (the words of answers, mails and documents for them). */
  readonly language?: Language | null;
};

export type UploadedFile = {
  /** The multipart field name (usually `file`). */
  readonly field: string;
  /** The user's file name: kept for display and download, never used as a storage path. */
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly bytes: Uint8Array;
};

/** The context every handler receives, before typing by operation (see handler.ts for the typed view). */
export type RawContext = {
  readonly operation: Operation;
  /** Every operation of the contract (e.g. to list the permission names it declares). */
  readonly operations: readonly Operation[];
  readonly tenant: TenantInfo;
  /** The signed-in user; on public operations a guest with id 0 and no permissions. */
  readonly user: AuthUser;
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly body: unknown;
  readonly files: readonly UploadedFile[];
  readonly db: Db;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly request: Request;
  /** The reader's language: their preference, else `Accept-Language`, else the tenant's default (i18n/language.ts). */
  readonly language: Language;
  /** Client address (first X-Forwarded-For hop, else the socket). */
  readonly ip: string;
  /** The tenant's wall-clock time now, `YYYY-MM-DD HH:mm:ss`. */
  now(): string;
  /** Pagination from `page`/`page_size`; pass null for operations without a default page size. */
  page(defaultSize?: number | null): Pagination;
  /** Whether the user holds a permission (admin: always; a module hidden for the tenant: never). */
  can(permission: string): boolean;
  /**
   * For work that goes on after the answer (an import written in the background): says that records of these
   * families changed, so cached reads of them end. Absent outside the HTTP pipeline (the command line).
   */
  readonly wroteLater?: (families: readonly string[]) => void;
  /**
   * Says that this writing request, as it turned out, left records of these families as they were (a task started
   * moved no tracked time), so the cached reads of them stay. Absent outside the HTTP pipeline.
   */
  readonly leftAlone?: (families: readonly string[]) => void;
  /**
   * Says that this write changed one record of `family` and nothing else a cached page of that family's rows shows,
   * without moving it in those pages' order: `row` is its new text as such a page shows it. The pages kept then take
   * it in place of the old one instead of ending (http/responseCache.ts TASK_ROWS, WORK_ROWS, replaceRow); one write may report rows
   * of several families. Absent outside the HTTP pipeline.
   */
  readonly rowChanged?: (change: RowChange) => void;
};

/** One record's new text in the pages of its family's rows (RawContext.rowChanged). */
export type RowChange = { readonly family: string; readonly id: number; readonly row: string };
