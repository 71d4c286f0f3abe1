import { Effect } from 'effect';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../../api/client.ts';
import { createRecordMachine } from '../../../machines/generic/record.machine.ts';
import { PageHeader } from '../PageHeader.tsx';
import { RecordState } from '../RecordState.tsx';
import { useRecord } from '../useRecord.ts';
import { namedRecordCrumbs } from './namedRecordCrumbs.ts';
import type { NamedRecordDescriptor, NamedRecordItem } from './namedRecordDescriptor.ts';
import { NamedRecordEditor } from './NamedRecordEditor.tsx';

export type NamedRecordEditProps<Item extends NamedRecordItem, Input> = {
  descriptor: NamedRecordDescriptor<Item, Input>;
  client: ApiClient;
  /** From the route parameter (`idFromParam`): null when the address names no record. */
  id: number | null;
};

/** Edit one named record: loads it (missing id, loading, failure states), then the form. */
export const NamedRecordEdit = <Item extends NamedRecordItem, Input>({ descriptor, client, id }: NamedRecordEditProps<Item, Input>) => {
  const { t } = useTranslation([descriptor.ns, 'common']);
  const [recordMachine] = useState(() => createRecordMachine<Item>());
  const loaded = useRecord(recordMachine, descriptor.missingId, id, (recordId) =>
    // Routes only offer the edit screen for tables with a `get`; a descriptor without it is a programming error.
    descriptor.api.get ? descriptor.api.get(client, recordId) : Effect.die(new Error(`${descriptor.basePath}: no get call`)),
  );
  const title = t(descriptor.labels.edit);
  return (
    <>
      <PageHeader title={title} description={loaded.record?.name} breadcrumbs={namedRecordCrumbs(t, descriptor, loaded.record?.name ?? title)} />
      <RecordState {...loaded} onRetry={loaded.retry}>
        {(record) => <NamedRecordEditor key={record.id} descriptor={descriptor} client={client} record={record} />}
      </RecordState>
    </>
  );
};
