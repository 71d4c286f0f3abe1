import type { Db } from '../../db/client.ts';
import type { components } from '../../../../src/api/schema.gen.ts';
import type { DecimalConvention } from './values.ts';

// What each kind of import tells the engine (engine.ts): its fields, how a row becomes a value (pure), how a batch
// of values meets the tenant's records (plan, reads only), and how planned rows are written (write).

export type ImportKindName = components['schemas']['ImportKind'];

export type FieldSpec = {
  readonly name: string;
  readonly required: boolean;
  /** Headers that suggest this field, Italian and English, compared without case, accents and punctuation. */
  readonly aliases: readonly string[];
};

/** A reason a row is refused: the field it is about (null: the whole row), a catalogue key and its values. */
export type RowProblem = { readonly field: string | null; readonly key: string; readonly params?: Record<string, string | number> };

/**
 * A row read: its natural key, and the field that carries it (the column a duplicate inside the file is reported
 * on, so the review names "Codice A-001" instead of a dash).
 */
export type Parsed<V> = { readonly ok: true; readonly value: V; readonly key: string; readonly keyField: string } | { readonly ok: false; readonly problems: readonly RowProblem[] };

/** A row's mapped cells: the text under the column mapped to a field (undefined when the field is not mapped). */
export type RowCells = (field: string) => string | undefined;

/** The decimal convention of the cell under a field (an XLSX number cell, a CSV's own), null when the file does not say. */
export type RowConventions = (field: string) => DecimalConvention;

export type Planned<P> =
  | { readonly row: number; readonly action: 'create' | 'update' | 'unchanged'; readonly plan: P }
  | { readonly row: number; readonly action: 'reject'; readonly problems: readonly RowProblem[] };

/** One record written, with the whole row as it was before (null: created). The engine adds the after-image. */
export type Written = {
  readonly row: number;
  readonly table: string;
  readonly recordId: number;
  readonly label: string;
  readonly action: 'created' | 'updated';
  readonly before: unknown;
};

export type KindContext = {
  readonly db: Db;
  readonly tenantId: number;
  readonly now: string;
  /** The importing user (null from the command line). */
  readonly userId: number | null;
  /** Create the taxonomy items and categories the file names that do not exist (the import's `create_missing`). */
  readonly createMissing: boolean;
  /** Sends an invitation to a new user (the users kind); absent where no mail can be sent. */
  readonly invite?: (db: Db, invitee: { readonly email: string; readonly name: string; readonly roleId: number }) => Promise<void>;
};

export type ImportKind<V, P> = {
  readonly kind: ImportKindName;
  readonly fields: readonly FieldSpec[];
  /** Permissions the importing user needs besides `imports.run` (creating and updating records of the kind). */
  readonly permissions: readonly string[];
  parse(cells: RowCells, conventions?: RowConventions): Parsed<V>;
  plan(ctx: KindContext, rows: readonly { readonly row: number; readonly value: V }[]): Promise<Planned<P>[]>;
  write(ctx: KindContext, rows: readonly { readonly row: number; readonly action: 'create' | 'update'; readonly plan: P }[]): Promise<Written[]>;
};

/** Any kind, for the registry: the methods are declared as methods, so a kind of any value type fits here. */
export type AnyImportKind = ImportKind<unknown, unknown>;
