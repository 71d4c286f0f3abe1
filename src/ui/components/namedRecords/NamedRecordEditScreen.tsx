import type { NamedRecordDescriptor, NamedRecordItem } from './namedRecordDescriptor.ts';
import { NamedRecordEdit } from './NamedRecordEdit.tsx';

/** The edit route of a table of named records; the route file passes the id from its parameter. */
export const NamedRecordEditScreen = <Item extends NamedRecordItem, Input>({ descriptor, id }: { descriptor: NamedRecordDescriptor<Item, Input>; id: number | null }) => (
  <NamedRecordEdit descriptor={descriptor} id={id} />
);
