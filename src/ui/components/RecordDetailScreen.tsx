import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import type { TFunction } from 'i18next';
import { Effect } from 'effect';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { PermissionKey } from '../../domain/permissions.ts';
import { canActOn, type ManagementKey } from '../../domain/recordScope.ts';
import { confirmActionLogic, type ConfirmActionLogic } from '../../machines/generic/confirmAction.logic.ts';
import type { ErrorTag } from '../../machines/generic/errorTag.ts';
import type { RecordLogic } from '../../machines/generic/record.logic.ts';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { errorTagText } from './messageText.ts';
import { notify } from './notify.ts';
import { PageHeader, type Breadcrumb } from './PageHeader.tsx';
import { RecordState } from './RecordState.tsx';
import { Tabs, type TabItem } from './Tabs.tsx';
import { useConfirmAction } from './useConfirmAction.ts';
import { usePermission } from './usePermission.ts';
import { useScopeActor } from './useCanActOn.ts';
import { idFromParam, useRecord } from './useRecord.ts';

// One record-detail screen (issue 32 point 4): the record loaded from the route's id, its title and breadcrumbs,
// edit and delete (with confirmation) as the user's permissions allow, and its tabs. A module describes its record
// once; the tabs stay the module's, since what a record shows is its own.

/** The translation keys of the screen's own words. */
export type RecordDetailKeys = {
  /** The record's kind, in the deleted / not deleted notices (e.g. `articles:entity`). */
  readonly entity: string;
  /** The list, as the breadcrumb back to it. */
  readonly listTitle: string;
  /** The title while the record loads (and the last breadcrumb then). */
  readonly detailTitle: string;
  readonly deleteHint?: string;
  /** The tab list's accessible name (screens with tabs). */
  readonly tabs?: string;
};

export type RecordDetailDescriptor<Item extends object> = {
  /** The module's translation namespace (loaded with `common`). */
  readonly ns: string;
  readonly keys: RecordDetailKeys;
  /** The list the breadcrumbs lead back to, and where a deleted record's screen goes; edit is `<listPath>/<id>/edit`. */
  readonly listPath: string;
  /** The route parameter holding the id (e.g. `articleId`). */
  readonly param: string;
  readonly missingMessage: MessageDescriptor;
  readonly update: PermissionKey;
  /** Without it (and `deletion`), the record is never deleted (quotes, proposals, samples: spec §7): no delete action. */
  readonly delete?: PermissionKey;
  /** The record's read and deletion, from its module's logic file (src/machines/records/<module>.logic.ts). */
  readonly record: RecordLogic<Item>;
  readonly deletion?: ConfirmActionLogic<Item, void>;
  readonly title: (record: Item, t: TFunction) => string;
  readonly subtitle?: (record: Item, t: TFunction) => string | undefined;
  /**
   * The record scope (domain/recordScope.ts): edit and delete only on a record within the user's own and team's
   * (`people` undefined: left to the server).
   */
  readonly scope?: { readonly management: ManagementKey; readonly people: (record: Item) => readonly (number | null | undefined)[] | undefined };
  /** The last breadcrumb. */
  readonly crumb: (record: Item) => string;
  /** How the delete confirmation names the record. */
  readonly deleteName: (record: Item) => string;
  // Optional, for records that are not plain (profiles, newsletter lists, packages):
  /** The edit screen's address, when it is not `<listPath>/<id>/edit` (a record numbered otherwise, or a kind's own path). */
  readonly editHref?: (record: Item) => string;
  /** Whether this record may be edited at all (with the permission): e.g. not once it is final. */
  readonly editable?: (record: Item) => boolean;
  /** Whether this record may be deleted at all (with the permission). */
  readonly deletable?: (record: Item) => boolean;
  /** The deleted / not deleted notice, when the record's kind words its own (default `common:notices.deleted` with `keys.entity`). */
  readonly deletionNotice?: (t: TFunction, record: Item, outcome: 'deleted' | 'notDeleted') => string;
  /** Shown instead of the record when it is not found (a record the user may not see answers 404 too): no retry. */
  readonly notFound?: string;
};

/** The edit address of a record numbered `id`. */
const defaultEditHref = (listPath: string, record: object): string | null => ('id' in record && typeof record.id === 'number' ? `${listPath}/${record.id}/edit` : null);

export type RecordDetailScreenProps<Item extends object> = {
  readonly descriptor: RecordDetailDescriptor<Item>;
  /** Breadcrumbs before the list's (e.g. the section the list belongs to). */
  readonly crumbsBefore?: readonly Breadcrumb[];
  /** The list's breadcrumb, already worded, when it is not `keys.listTitle` (e.g. a section titled by a setting). */
  readonly listLabel?: string;
  /**
   * Said above the record, from the read's failure (e.g. a service that is not configured); null when it has nothing
   * to say. A failed read it explains is said once: the notice stands in for the error state.
   */
  readonly notice?: (errorTag: ErrorTag | null) => ReactNode;
} & RecordDetailExtras<Item> & (
  | {
      /** The record's tabs; `reload` reads the record again (after a tab changed it). */
      readonly tabs: (record: Item, reload: () => void) => readonly TabItem[];
      readonly body?: undefined;
    }
  | {
      /** The record's content without tabs (sections). */
      readonly body: (record: Item, reload: () => void) => ReactNode;
      readonly tabs?: undefined;
    }
);

/** What a record's screen adds around the shared frame; `reload` reads the record again (after an action changed it). */
export type RecordDetailExtras<Item> = {
  /** Header actions before edit (e.g. duplicate). */
  readonly leadingActions?: (record: Item, reload: () => void) => ReactNode;
  /** The record's own header actions, between edit and delete (e.g. merge, send, history). */
  readonly actions?: (record: Item, reload: () => void) => ReactNode;
  /** Content above the tabs (an overview, a status). */
  readonly before?: (record: Item, reload: () => void) => ReactNode;
  /** Content below the tabs or body (a PDF, a sending or approval panel). */
  readonly after?: (record: Item, reload: () => void) => ReactNode;
  /** The tab shown first (default: the first one). */
  readonly initialTab?: string;
};

/** The record scope of a descriptor (none: every record is the user's to act on). */
const useInScope = <Item extends object>(descriptor: RecordDetailDescriptor<Item>, record: Item | null): boolean => {
  const actor = useScopeActor();
  const people = descriptor.scope && record ? descriptor.scope.people(record) : undefined;
  return !descriptor.scope || people === undefined || canActOn(actor, descriptor.scope.management, people);
};

/**
 * The tab the address names (`?tab=articles`), if the record has it. A picked tab replaces the address's entry, so
 * Back from a record opened in that tab (an article of a price list) comes back to it, as does a reload.
 */
const addressedTab = (search: string, items: readonly TabItem[]): string | null => {
  const named = new URLSearchParams(search).get('tab');
  return named !== null && items.some((item) => item.value === named && !item.href) ? named : null;
};

/** The address with its `tab` set (null: left out, the tab shown first), other parameters kept. */
const withTab = (path: string, search: string, tab: string | null): string => {
  const params = new URLSearchParams(search);
  if (tab === null) params.delete('tab');
  else params.set('tab', tab);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** Stands in for a descriptor without deletion (the delete action is then never offered, so it never runs). */
const noDeletion = confirmActionLogic((): Effect.Effect<void, never> => Effect.void);

export const RecordDetailScreen = <Item extends object>({
  descriptor,
  crumbsBefore = [],
  listLabel,
  notice,
  tabs,
  body,
  leadingActions,
  actions,
  before,
  after,
  initialTab,
}: RecordDetailScreenProps<Item>): ReactNode => {
  const { ns, keys } = descriptor;
  const { t } = useTranslation([ns, 'common']);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = useParams<Record<string, string>>();
  const loaded = useRecord(descriptor.record, descriptor.missingMessage, idFromParam(params[descriptor.param]));
  const inScope = useInScope(descriptor, loaded.record);
  const canUpdate = usePermission(descriptor.update) && inScope;
  const canDelete = usePermission(descriptor.delete ?? descriptor.update) && descriptor.delete !== undefined && descriptor.deletion !== undefined && inScope;
  const deletionNotice = (target: Item, outcome: 'deleted' | 'notDeleted') =>
    descriptor.deletionNotice ? descriptor.deletionNotice(t, target, outcome) : t(`common:notices.${outcome}`, { name: t(keys.entity) });
  const remove = useConfirmAction(descriptor.deletion ?? noDeletion, {
    onDone: (target) => {
      notify.success(deletionNotice(target, 'deleted'));
      navigate(descriptor.listPath);
    },
    onFailed: (target) => notify.error(deletionNotice(target, 'notDeleted')),
  });
  const record = loaded.record;
  const editHref = record ? (descriptor.editHref?.(record) ?? defaultEditHref(descriptor.listPath, record)) : null;
  const showEdit = record !== null && editHref !== null && canUpdate && (descriptor.editable?.(record) ?? true);
  const showDelete = record !== null && canDelete && (descriptor.deletable?.(record) ?? true);
  // A record the user may not see answers like a missing one: said once, with no retry.
  const hidden = descriptor.notFound !== undefined && loaded.notFound;
  const said = notice?.(loaded.errorTag) ?? null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={record ? descriptor.title(record, t) : t(keys.detailTitle)}
        description={record ? descriptor.subtitle?.(record, t) : undefined}
        breadcrumbs={[...crumbsBefore, { label: listLabel ?? t(keys.listTitle), href: descriptor.listPath }, { label: record ? descriptor.crumb(record) : t(keys.detailTitle) }]}
        actions={
          record ? (
            <>
              {leadingActions?.(record, loaded.reload)}
              {showEdit && editHref !== null ? (
                <Link href={editHref} className={button({ variant: 'secondary' })}>
                  <Pencil size={16} aria-hidden="true" />
                  <span>{t('common:actions.edit')}</span>
                </Link>
              ) : null}
              {actions?.(record, loaded.reload)}
              {showDelete ? (
                <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(record)}>
                  {t('common:actions.delete')}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {said}
      {hidden ? (
        <Alert tone="danger">{t(descriptor.notFound ?? '')}</Alert>
      ) : said !== null && loaded.failed ? null : (
        <RecordState {...loaded} onRetry={loaded.retry}>
          {(current) => {
            const items = body ? [] : tabs(current, loaded.reload);
            const shownFirst = initialTab ?? items[0]?.value ?? '';
            return (
              <>
                {before?.(current, loaded.reload)}
                {/* The first (or the initial) tab until the user picks another; the pick is kept in the address. */}
                {body ? body(current, loaded.reload) : (
                  <Tabs
                    label={t(keys.tabs ?? '')}
                    value={addressedTab(search, items) ?? shownFirst}
                    onValueChange={(value) => navigate(withTab(location, search, value === shownFirst ? null : value), { replace: true })}
                    items={[...items]}
                  />
                )}
                {after?.(current, loaded.reload)}
              </>
            );
          }}
        </RecordState>
      )}
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload ? descriptor.deleteName(remove.payload) : '' })}
        description={t(keys.deleteHint ?? '')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};
