import type { TFunction } from 'i18next';
import type { Breadcrumb } from '../PageHeader.tsx';
import type { NamedRecordDescriptor, NamedRecordItem } from './namedRecordDescriptor.ts';

/** Breadcrumbs of a create or edit page: the module's list (if any), the records' list, then `current`. */
export const namedRecordCrumbs = <Item extends NamedRecordItem, Input>(t: TFunction, descriptor: NamedRecordDescriptor<Item, Input>, current: string): Breadcrumb[] => [
  ...(descriptor.parent ? [{ label: t(descriptor.parent.labelKey), href: descriptor.parent.href }] : []),
  { label: t(descriptor.labels.title), href: descriptor.basePath },
  { label: current },
];
