import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css/index.mjs';
import { input } from '../../../styled-system/recipes/index.mjs';
import { Field } from '../components/Field.tsx';
import { isHexColor } from './companyForm.ts';

export type ColorFieldProps = {
  label: string;
  /** `#RRGGBB`, or '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  errors?: readonly string[];
  name?: string;
};

/** What the picker shows while the text holds no colour (none yet, or one being typed). */
const NEUTRAL = '#808080';

/**
 * A colour as its code (`#1E90FF`, typed or pasted, empty for none) beside the browser's colour picker: each
 * control has its own name, the picker follows the code as soon as it is one, and a colour picked fills the code.
 */
export const ColorField = ({ label, value, onValueChange, errors, name }: ColorFieldProps) => {
  const { t } = useTranslation('directory');
  const code = value.trim();
  return (
    <Field label={label} hint={t('directory:color.hint')} errors={errors}>
      {(control) => (
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input
            type="color"
            aria-label={t('directory:color.picker', { field: label })}
            value={isHexColor(code) ? code.toLowerCase() : NEUTRAL}
            onChange={(event) => onValueChange(event.target.value)}
            className={css({ w: '10', h: '10', flexShrink: '0', p: '0.5', borderWidth: '1px', borderColor: 'borderStrong', borderRadius: 'md', bg: 'transparent', cursor: 'pointer' })}
          />
          <input
            {...control}
            type="text"
            name={name}
            value={value}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            placeholder="#RRGGBB"
            onChange={(event) => onValueChange(event.target.value)}
            className={cx(input(), css({ maxW: '9rem', fontFamily: 'mono' }))}
          />
        </div>
      )}
    </Field>
  );
};
