import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Profile } from '../../api/profiles.ts';
import { profileAssociation, profileOptions } from '../../machines/records/profiles.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { notify } from '../components/notify.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { useCommand } from '../components/useCommand.ts';

/** Associate this profile with a company profile: 'Associazione in corso', then success or 'try again later'. */
export const AssociateDialog = ({ profile, onClose, onAssociated }: { profile: Profile; onClose: () => void; onAssociated: () => void }) => {
  const { t } = useTranslation(['directory', 'common']);
  const { client } = useApiClients();
  const [company, setCompany] = useState<{ id: string; name: string } | null>(null);
  const command = useCommand(profileAssociation, {
    onDone: () => {
      notify.success(t('directory:associate.done'));
      onAssociated();
    },
    onFailed: () => notify.error(t('directory:associate.tryAgainLater')),
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={command.running}
      title={t('directory:associate.title', { name: profile.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={command.running}>{t('common:actions.cancel')}</Button>
          <Button variant="primary" disabled={company === null || command.running} onClick={() => company && command.run({ companyProfileId: Number(company.id), profileId: profile.id })}>
            {t('directory:associate.confirm')}
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <RemoteCombobox
          label={t('directory:associate.company')}
          value={company?.id ?? null}
          selectedLabel={company?.name ?? null}
          onValueChange={(value, label) => setCompany(value === null ? null : { id: value, name: label ?? '' })}
          load={profileOptions(client, profile.id, ['company'])}
          inline
        />
        {command.running ? <p role="status">{t('directory:associate.inProgress')}</p> : null}
        {command.errorTag ? <Alert tone="danger">{t('directory:associate.tryAgainLater')}</Alert> : null}
      </div>
    </Dialog>
  );
};
