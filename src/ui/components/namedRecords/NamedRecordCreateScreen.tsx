import { useTranslation } from 'react-i18next';
import { PageHeader } from '../PageHeader.tsx';
import { namedRecordCrumbs } from './namedRecordCrumbs.ts';
import type { NamedRecordDescriptor, NamedRecordItem } from './namedRecordDescriptor.ts';
import { NamedRecordEditor } from './NamedRecordEditor.tsx';

/** The create route of a table of named records. */
export const NamedRecordCreateScreen = <Item extends NamedRecordItem, Input>({ descriptor }: { descriptor: NamedRecordDescriptor<Item, Input> }) => {
  const { t } = useTranslation([descriptor.ns, 'common']);
  const title = t(descriptor.labels.create);
  return (
    <>
      <PageHeader title={title} breadcrumbs={namedRecordCrumbs(t, descriptor, title)} />
      <NamedRecordEditor descriptor={descriptor} record={null} />
    </>
  );
};
