import Unlink from 'lucide-react/icons/unlink';
import { useTranslation } from 'react-i18next';
import { profileDissociation } from '../../machines/records/profiles.logic.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { useConfirmAction } from '../components/useConfirmAction.ts';

export type DissociateButtonProps = {
  readonly person: { readonly id: number; readonly name: string };
  readonly company: { readonly id: number; readonly name: string };
  readonly onDissociated: () => void;
};

/**
 * The undo of "Associate with a company", beside the association on the person's page: without it an association
 * made by mistake could only be moved to another company, never removed. Asks first (the association is data).
 */
export const DissociateButton = ({ person, company, onDissociated }: DissociateButtonProps) => {
  const { t } = useTranslation(['directory', 'common']);
  const remove = useConfirmAction(profileDissociation, {
    onDone: () => {
      notify.success(t('directory:associate.removed'));
      onDissociated();
    },
    onFailed: () => notify.error(t('directory:associate.notRemoved')),
  });
  return (
    <>
      <Button variant="ghost" size="sm" icon={<Unlink size={14} aria-hidden="true" />} onClick={() => remove.ask({ companyProfileId: company.id, profileId: person.id })}>
        {t('directory:associate.remove')}
      </Button>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('directory:associate.removeTitle', { company: company.name })}
        description={t('directory:associate.removeHint', { name: person.name, company: company.name })}
        confirmLabel={t('directory:associate.remove')}
        cancelLabel={t('common:actions.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </>
  );
};
