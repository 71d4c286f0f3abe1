import type { MediaItem } from '../../api/media.ts';
import type { MediaOwner } from '../../api/recordMedia.ts';
import type { GuardFailure as GuardFailureName } from '../../domain/guards/guardMessages.ts';
import { MediaPanel } from './MediaPanel.tsx';
import type { TabItem } from './Tabs.tsx';

export type AttachmentsTabOptions = {
  /** The tab's label, also the file list's accessible name. */
  readonly label: string;
  readonly owner: MediaOwner;
  /** The record shown: its id and its files. */
  readonly record: { readonly id: number; readonly media: readonly MediaItem[] };
  readonly missingOwner: GuardFailureName;
  /** Upload, rename and delete (the record's update permission). */
  readonly canEdit: boolean;
  /** After any change: the screen reloads its record. */
  readonly onChanged: () => void;
};

/** The "Attachments" tab of a record's detail (tasks, packages, profiles): the record's files in a MediaPanel. */
export const attachmentsTab = ({ label, owner, record, missingOwner, canEdit, onChanged }: AttachmentsTabOptions): TabItem => ({
  value: 'attachments',
  label,
  content: <MediaPanel label={label} items={record.media} ownerId={record.id} owner={owner} missingOwner={missingOwner} canEdit={canEdit} onChanged={onChanged} />,
});
