import { namedRecordLogic, type NamedRecordLogic } from '../../../machines/generic/namedRecord.logic.ts';
import type { NamedRecordDescriptor, NamedRecordItem } from './namedRecordDescriptor.ts';

// TRANSITION ONLY (issue 32): a descriptor still giving `api` gets its logic bound here, once per descriptor (the
// screens' actors keep one machine). The lead deletes this with `api` once every descriptor gives `logic`.
const bound = new WeakMap<object, NamedRecordLogic<never, never>>();

export const namedRecordLogicOf = <Item extends NamedRecordItem, Input>(descriptor: NamedRecordDescriptor<Item, Input>): NamedRecordLogic<Item, Input> => {
  if (descriptor.logic) return descriptor.logic;
  const known = bound.get(descriptor) as NamedRecordLogic<Item, Input> | undefined;
  if (known) return known;
  if (!descriptor.api) throw new Error(`${descriptor.basePath}: the descriptor gives neither logic nor api`);
  const logic = namedRecordLogic(descriptor.api);
  bound.set(descriptor, logic as unknown as NamedRecordLogic<never, never>);
  return logic;
};
