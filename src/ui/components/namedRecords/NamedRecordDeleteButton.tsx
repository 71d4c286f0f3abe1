import Trash2 from 'lucide-react/icons/trash';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../Button.tsx';
import { notify } from '../notify.ts';
import { useConfirmAction } from '../useConfirmAction.ts';
import { deleteFailure } from './deleteFailure.ts';
import type { NamedRecordDescriptor, NamedRecordItem } from './namedRecordDescriptor.ts';
import { NamedRecordDeleteDialog } from './NamedRecordDeleteDialog.tsx';
import { namedRecordLogicOf } from './namedRecordLogicOf.ts';

export type NamedRecordDeleteButtonProps<Item extends NamedRecordItem, Input> = {
  descriptor: NamedRecordDescriptor<Item, Input>;
  record: Item;
  /** The signed-in user holds the table's delete key (`useNamedRecordAbilities(descriptor).delete`). */
  can: boolean;
};

/**
 * Delete on a record's own screen (a detail), with the list's confirmation and its refusals (in use, already gone):
 * offered only with the delete key and call, and where the descriptor lets the record go; once deleted, the list.
 */
export const NamedRecordDeleteButton = <Item extends NamedRecordItem, Input>({ descriptor, record, can }: NamedRecordDeleteButtonProps<Item, Input>) => {
  const { t } = useTranslation([descriptor.ns, 'ui', 'common']);
  const [, navigate] = useLocation();
  const logic = namedRecordLogicOf<Item, Input>(descriptor);
  const entity = t(descriptor.labels.entity);
  const deletion = useConfirmAction(logic.deletion, {
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: entity }));
      navigate(descriptor.basePath);
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: entity })),
  });
  const trigger = useRef<HTMLButtonElement>(null);
  if (!can || !logic.offers.remove || descriptor.deletable?.(record) === false) return null;
  return (
    <>
      <Button ref={trigger} variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => deletion.ask(record)}>
        {t('common:actions.delete')}
      </Button>
      <NamedRecordDeleteDialog
        {...deletion.dialog}
        name={deletion.payload?.name ?? record.name}
        entity={entity}
        failure={deletion.errorTag ? deleteFailure(deletion.errorTag, descriptor.labels.inUse) : null}
        finalFocusEl={() => trigger.current}
      />
    </>
  );
};
