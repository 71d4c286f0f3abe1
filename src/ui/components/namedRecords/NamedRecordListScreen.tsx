import type { NamedRecordDescriptor, NamedRecordItem } from './namedRecordDescriptor.ts';
import { NamedRecordList } from './NamedRecordList.tsx';
import { useNamedRecordAbilities } from './useNamedRecordAbilities.ts';

/** The list route of a table of named records: the generic list with the user's permissions. */
export const NamedRecordListScreen = <Item extends NamedRecordItem, Input>({ descriptor }: { descriptor: NamedRecordDescriptor<Item, Input> }) => {
  const can = useNamedRecordAbilities(descriptor);
  return <NamedRecordList descriptor={descriptor} can={can} />;
};
