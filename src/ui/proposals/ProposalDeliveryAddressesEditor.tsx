import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Button } from '../components/Button.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { TextField } from '../components/TextField.tsx';
import { emptyDeliveryAddress, type DeliveryAddressValues } from './proposalForm.ts';

export type ProposalDeliveryAddressesEditorProps = {
  addresses: readonly DeliveryAddressValues[];
  errors: Readonly<Record<string, readonly string[] | undefined>>;
  onChange: (addresses: readonly DeliveryAddressValues[]) => void;
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
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
  alignItems: 'end',
});
const half = css({ gridColumn: { base: '1 / -1', md: 'span 3' } });

/** Where the goods go: one or more addresses, each with an optional short name. */
export const ProposalDeliveryAddressesEditor = ({ addresses, errors, onChange }: ProposalDeliveryAddressesEditorProps) => {
  const { t } = useTranslation(['proposals', 'common']);
  const update = (index: number, patch: Partial<DeliveryAddressValues>) => onChange(addresses.map((address, at) => (at === index ? { ...address, ...patch } : address)));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {addresses.length === 0 ? <p className={css({ color: 'muted' })}>{t('proposals:delivery.empty')}</p> : null}
      {addresses.map((address, index) => {
        const err = (field: string) => errors[`deliveryAddresses.${index}.${field}`];
        const number = index + 1;
        return (
          <fieldset key={address.key} className={item}>
            <legend className={css({ srOnly: true })}>{t('proposals:delivery.item', { number })}</legend>
            <div className={half}>
              <TextField label={t('proposals:delivery.label')} maxLength={120} value={address.label} onValueChange={(label) => update(index, { label })} errors={err('label')} />
            </div>
            <div className={half}>
              <TextField label={t('proposals:delivery.street')} required maxLength={255} autoComplete="street-address" value={address.street} onValueChange={(street) => update(index, { street })} errors={err('street')} />
            </div>
            <div className={css({ gridColumn: { base: '1 / -1', md: 'span 2' } })}>
              <TextField label={t('proposals:delivery.city')} required maxLength={120} value={address.city} onValueChange={(city) => update(index, { city })} errors={err('city')} />
            </div>
            <TextField label={t('proposals:delivery.postalCode')} maxLength={20} value={address.postalCode} onValueChange={(postalCode) => update(index, { postalCode })} errors={err('postalCode')} />
            <TextField label={t('proposals:delivery.province')} maxLength={60} value={address.province} onValueChange={(province) => update(index, { province })} errors={err('province')} />
            <TextField label={t('proposals:delivery.country')} required maxLength={2} value={address.country} onValueChange={(country) => update(index, { country })} errors={err('country')} />
            <IconButton aria-label={t('proposals:delivery.remove', { number })} icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => onChange(addresses.filter((_, at) => at !== index))} />
          </fieldset>
        );
      })}
      <div>
        <Button type="button" variant="secondary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => onChange([...addresses, emptyDeliveryAddress()])}>
          {t('proposals:delivery.add')}
        </Button>
      </div>
    </div>
  );
};
