import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Button } from '../components/Button.tsx';
import { Checkbox } from '../components/Checkbox.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';
import { ADDRESSEE_ROLES, emptyAddressee, type AddresseeValues } from './proposalForm.ts';

export type ProposalAddresseesEditorProps = {
  addressees: readonly AddresseeValues[];
  errors: Readonly<Record<string, readonly string[] | undefined>>;
  onChange: (addressees: readonly AddresseeValues[]) => void;
};

const item = css({
  display: 'grid',
  gap: '3',
  p: '3',
  m: '0',
  minW: '0',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1fr 2fr 2fr auto auto' },
  alignItems: 'end',
});

/** Who the proposal is for: the "Spettabile" company line and the "c.a." people, each with the e-mail the mail goes to. */
export const ProposalAddresseesEditor = ({ addressees, errors, onChange }: ProposalAddresseesEditorProps) => {
  const { t } = useTranslation(['proposals', 'common']);
  const update = (index: number, patch: Partial<AddresseeValues>) => onChange(addressees.map((person, at) => (at === index ? { ...person, ...patch } : person)));
  const roleOptions = ADDRESSEE_ROLES.map((role) => ({ value: role, label: t(`proposals:addressees.roles.${role}`) }));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {addressees.length === 0 ? <p className={css({ color: 'muted' })}>{t('proposals:addressees.empty')}</p> : null}
      {addressees.map((person, index) => {
        const err = (field: string) => errors[`addressees.${index}.${field}`];
        const number = index + 1;
        return (
          <fieldset key={person.key} className={item}>
            <legend className={css({ srOnly: true })}>{t('proposals:addressees.item', { number })}</legend>
            <Select label={t('proposals:addressees.role')} options={roleOptions} value={person.role} onValueChange={(role) => update(index, { role: role === 'company' ? 'company' : 'attention' })} errors={err('role')} />
            <TextField label={t('proposals:addressees.name')} required maxLength={255} value={person.name} onValueChange={(name) => update(index, { name })} errors={err('name')} />
            <TextField label={t('proposals:addressees.email')} type="email" maxLength={255} value={person.email} onValueChange={(email) => update(index, { email })} errors={err('email')} />
            <Checkbox label={t('proposals:addressees.receivesMail')} checked={person.receivesMail} onCheckedChange={(receivesMail) => update(index, { receivesMail })} />
            <IconButton aria-label={t('proposals:addressees.remove', { number })} icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => onChange(addressees.filter((_, at) => at !== index))} />
          </fieldset>
        );
      })}
      <div>
        <Button type="button" variant="secondary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => onChange([...addressees, emptyAddressee()])}>
          {t('proposals:addressees.add')}
        </Button>
      </div>
    </div>
  );
};
