import { useTranslation } from 'react-i18next';
import { PageHeader } from '../PageHeader.tsx';
import { RecordState } from '../RecordState.tsx';
import { useRecord } from '../useRecord.ts';
import { namedRecordCrumbs } from './namedRecordCrumbs.ts';
import type { NamedRecordDescriptor, NamedRecordItem } from './namedRecordDescriptor.ts';
import { namedRecordLogicOf } from './namedRecordLogicOf.ts';
import { NamedRecordEditor } from './NamedRecordEditor.tsx';

export type NamedRecordEditProps<Item extends NamedRecordItem, Input> = {
  descriptor: NamedRecordDescriptor<Item, Input>;
  /** From the route parameter (`idFromParam`): null when the address names no record. */
  id: number | null;
};

/** Edit one named record: loads it (missing id, loading, failure states), then the form. */
export const NamedRecordEdit = <Item extends NamedRecordItem, Input>({ descriptor, id }: NamedRecordEditProps<Item, Input>) => {
  const { t } = useTranslation([descriptor.ns, 'common']);
  // Routes only offer the edit screen for tables with a `get`.
  const loaded = useRecord(namedRecordLogicOf<Item, Input>(descriptor).record, descriptor.missingId, id);
  const title = t(descriptor.labels.edit);
  return (
    <>
      <PageHeader title={title} description={loaded.record?.name} breadcrumbs={namedRecordCrumbs(t, descriptor, loaded.record?.name ?? title)} />
      <RecordState {...loaded} onRetry={loaded.retry}>
        {(record) => <NamedRecordEditor key={record.id} descriptor={descriptor} record={record} />}
      </RecordState>
    </>
  );
};
