import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Button } from '../components/Button.tsx';
import { Field } from '../components/Field.tsx';
import { logoProblem, type LogoProblem } from './companyForm.ts';

export type CompanyLogoFieldProps = {
  /** The logo as a data URL, '' for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly errors?: readonly string[] | undefined;
};

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** The letterhead's logo: choose a PNG or JPEG (checked here for type and size before it is read), preview, remove. */
export const CompanyLogoField = ({ value, onChange, errors }: CompanyLogoFieldProps) => {
  const { t } = useTranslation('settings');
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const shown = [...(problem ? [t(`settings:company.errors.${problem}`)] : []), ...(errors ?? [])];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', minH: '16' })}>
        {value ? (
          <img src={value} alt={t('settings:company.logo.preview')} className={css({ maxH: '16', maxW: '48', objectFit: 'contain', borderWidth: '1px', borderColor: 'border', borderRadius: 'sm', p: '1', bg: 'white' })} />
        ) : (
          <p className={css({ color: 'muted' })}>{t('settings:company.logo.none')}</p>
        )}
        {value ? (
          <Button variant="ghost" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => onChange('')}>
            {t('settings:company.logo.remove')}
          </Button>
        ) : null}
      </div>
      <Field label={t('settings:company.logo.choose')} hint={t('settings:company.logo.hint')} errors={shown}>
        {(control) => (
          <input
            {...control}
            type="file"
            name="logo"
            accept="image/png,image/jpeg"
            className={css({ maxW: '100%', fontSize: 'sm' })}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (!file) return;
              const why = logoProblem(file);
              setProblem(why);
              if (why === null) void readAsDataUrl(file).then(onChange, () => setProblem('logoType'));
            }}
          />
        )}
      </Field>
    </div>
  );
};
