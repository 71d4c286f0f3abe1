import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { Effect } from 'effect';
import type { TFunction } from 'i18next';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { PermissionKey } from '../../domain/permissions.ts';
import { confirmActionLogic, type ConfirmActionLogic } from '../../machines/generic/confirmAction.logic.ts';
import { canActOn, type ManagementKey } from '../../domain/recordScope.ts';
import type { RecordLogic } from '../../machines/generic/record.logic.ts';
import { Button } from './Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { errorTagText } from './messageText.ts';
import { notify } from './notify.ts';
import { PageHeader, type Breadcrumb } from './PageHeader.tsx';
import { RecordState } from './RecordState.tsx';
import { Tabs, type TabItem } from './Tabs.tsx';
import { useConfirmAction } from './useConfirmAction.ts';
import { useScopeActor } from './useCanActOn.ts';
import { usePermission } from './usePermission.ts';
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
  /** The delete confirmation's hint (records that are never deleted have none). */
  readonly deleteHint?: string;
  /** The tab list's accessible name (screens with tabs). */
  readonly tabs?: string;
};

export type RecordDetailDescriptor<Item extends { readonly id: number }> = {
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
};

export type RecordDetailScreenProps<Item extends { readonly id: number }> = {
  readonly descriptor: RecordDetailDescriptor<Item>;
  /** Breadcrumbs before the list's (e.g. the section the list belongs to). */
  readonly crumbsBefore?: readonly Breadcrumb[];
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
  /** Header actions after edit and delete (e.g. send, history). */
  readonly actions?: (record: Item, reload: () => void) => ReactNode;
  /** Content above the tabs (an overview, a status). */
  readonly before?: (record: Item, reload: () => void) => ReactNode;
  /** Content below the tabs or body (a PDF, a sending or approval panel). */
  readonly after?: (record: Item, reload: () => void) => ReactNode;
  /** The tab shown first (default: the first one). */
  readonly initialTab?: string;
};

/** The record scope of a descriptor (none: every record is the user's to act on). */
const useInScope = <Item extends { readonly id: number }>(descriptor: RecordDetailDescriptor<Item>, record: Item | null): boolean => {
  const actor = useScopeActor();
  const people = descriptor.scope && record ? descriptor.scope.people(record) : undefined;
  return !descriptor.scope || people === undefined || canActOn(actor, descriptor.scope.management, people);
};

/** Stands in for a descriptor without deletion (the delete action is then never offered, so it never runs). */
const noDeletion = confirmActionLogic((): Effect.Effect<void, never> => Effect.void);

export const RecordDetailScreen = <Item extends { readonly id: number }>({
  descriptor,
  crumbsBefore = [],
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
  const [, navigate] = useLocation();
  const params = useParams<Record<string, string>>();
  const loaded = useRecord(descriptor.record, descriptor.missingMessage, idFromParam(params[descriptor.param]));
  const inScope = useInScope(descriptor, loaded.record);
  const canUpdate = usePermission(descriptor.update) && inScope;
  const canDelete = usePermission(descriptor.delete ?? descriptor.update) && descriptor.delete !== undefined && descriptor.deletion !== undefined && inScope;
  const remove = useConfirmAction(descriptor.deletion ?? noDeletion, {
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t(keys.entity) }));
      navigate(descriptor.listPath);
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t(keys.entity) })),
  });
  const [tab, setTab] = useState<string | null>(null);
  const record = loaded.record;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={record ? descriptor.title(record, t) : t(keys.detailTitle)}
        description={record ? descriptor.subtitle?.(record, t) : undefined}
        breadcrumbs={[...crumbsBefore, { label: t(keys.listTitle), href: descriptor.listPath }, { label: record ? descriptor.crumb(record) : t(keys.detailTitle) }]}
        actions={
          record ? (
            <>
              {leadingActions?.(record, loaded.reload)}
              {canUpdate ? (
                <Link href={`${descriptor.listPath}/${record.id}/edit`} className={button({ variant: 'secondary' })}>
                  <Pencil size={16} aria-hidden="true" />
                  <span>{t('common:actions.edit')}</span>
                </Link>
              ) : null}
              {canDelete ? (
                <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(record)}>
                  {t('common:actions.delete')}
                </Button>
              ) : null}
              {actions?.(record, loaded.reload)}
            </>
          ) : null
        }
      />
      <RecordState {...loaded} onRetry={loaded.retry}>
        {(current) => {
          const items = body ? [] : tabs(current, loaded.reload);
          return (
            <>
              {before?.(current, loaded.reload)}
              {/* The first (or the initial) tab until the user picks another. */}
              {body ? body(current, loaded.reload) : <Tabs label={t(keys.tabs ?? '')} value={tab ?? initialTab ?? items[0]?.value ?? ''} onValueChange={setTab} items={[...items]} />}
              {after?.(current, loaded.reload)}
            </>
          );
        }}
      </RecordState>
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
