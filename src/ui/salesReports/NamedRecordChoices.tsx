import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Page } from '../../api/envelope.ts';
import type { RemoteValueLogic } from '../../machines/generic/remoteValue.logic.ts';
import { Checkbox } from '../components/Checkbox.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { useRemoteValue } from '../components/useRemoteValue.ts';
import { toggleId } from './salesReportForm.ts';

type Choice = { readonly id: number; readonly name: string };

export type NamedRecordChoicesProps = {
  legend: string;
  /** The tenant's whole table (materials, interests: a few dozen rows at most). */
  choices: RemoteValueLogic<Page<Choice>>;
  value: readonly number[];
  onValueChange: (ids: readonly number[]) => void;
  /** Records already linked that the list may not hold any more (kept checked and shown). */
  known?: readonly Choice[];
};

/** A multiple choice among a small named-record table, as a group of checkboxes (keyboard and screen-reader friendly). */
export const NamedRecordChoices = ({ legend, choices: table, value, onValueChange, known = [] }: NamedRecordChoicesProps) => {
  const { t } = useTranslation(['salesReports', 'common']);
  const loaded = useRemoteValue(table);
  const choices: readonly Choice[] | null = loaded.value?.items ?? null;
  const failed = loaded.failed;
  const listed = choices ?? [];
  const extra = known.filter((record) => !listed.some((choice) => choice.id === record.id));
  const all = [...listed, ...extra];
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3', minW: '0' })}>
      <legend className={css({ fontWeight: '600', px: '1' })}>{legend}</legend>
      {choices === null && !failed ? <Spinner label={t('common:states.loading')} /> : null}
      {failed ? <p role="alert">{t('salesReports:form.choicesFailed')}</p> : null}
      {choices !== null && all.length === 0 ? <p className={css({ color: 'muted' })}>{t('salesReports:form.noChoices')}</p> : null}
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '2' })}>
        {all.map((choice) => (
          <Checkbox key={choice.id} label={choice.name} checked={value.includes(choice.id)} onCheckedChange={(on) => onValueChange(toggleId(value, choice.id, on))} />
        ))}
      </div>
    </fieldset>
  );
};
