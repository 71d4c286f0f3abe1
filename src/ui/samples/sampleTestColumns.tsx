import type { TFunction } from 'i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Sample } from '../../api/samples.ts';
import type { DataTableColumn } from '../components/DataTable.tsx';
import { dash } from '../components/emptyValue.ts';

type TestResult = Sample['testResults'][number];

/**
 * The sample's test results as a table. The notes (what the test found) have no other place on the screen: below
 * the notes column's breakpoint they are written under the outcome, so a phone still reads them (at 360 px the
 * column was hidden and the notes with it).
 */
export const sampleTestColumns = (t: TFunction, date: (wire: string) => string): readonly DataTableColumn<TestResult>[] => [
  { key: 'date', header: t('samples:tests.date'), cell: (result) => date(result.date) },
  {
    key: 'outcome',
    header: t('samples:tests.outcome'),
    cell: (result) => (
      <>
        {t(`samples:outcome.${result.outcome}`)}
        {result.notes ? <span className={css({ display: { base: 'block', sm: 'none' }, color: 'muted', fontSize: 'sm' })}>{result.notes}</span> : null}
      </>
    ),
  },
  { key: 'notes', header: t('samples:tests.notes'), cell: (result) => dash(result.notes), hideBelow: 'sm' },
];
