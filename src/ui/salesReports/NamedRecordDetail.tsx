import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { SalesReport } from '../../api/salesReports.ts';
import type { PagedListLogic } from '../../machines/generic/pagedList.logic.ts';
import type { ListFilters } from '../../machines/generic/pagedList.machine.ts';
import type { RecordLogic } from '../../machines/generic/record.logic.ts';
import { DetailList } from '../components/DetailList.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { usePermission } from '../components/usePermission.ts';
import { useRecord } from '../components/useRecord.ts';
import type { NamedRecordDescriptor } from '../components/namedRecords/namedRecordDescriptor.ts';
import { NamedRecordDeleteButton } from '../components/namedRecords/NamedRecordDeleteButton.tsx';
import { useNamedRecordAbilities } from '../components/namedRecords/useNamedRecordAbilities.ts';
import { SalesReportMentions } from './SalesReportMentions.tsx';
import { dash } from '../components/emptyValue.ts';

type CodedRecord = { readonly id: number; readonly name: string; readonly code: string | null; readonly description: string | null };

export type NamedRecordDetailProps<Item extends CodedRecord, Input> = {
  descriptor: NamedRecordDescriptor<Item, Input>;
  id: number | null;
  /** Label key of the code field. */
  codeLabel: string;
  record: RecordLogic<Item>;
  /** The reports that mention it (the context is its id). */
  mentions: PagedListLogic<SalesReport, ListFilters, number>;
};

/** The detail of a material or an interest: its fields, the tab of the sales reports that mention it, edit and delete. */
export const NamedRecordDetail = <Item extends CodedRecord, Input>({ descriptor, id, codeLabel, record: recordLogic, mentions }: NamedRecordDetailProps<Item, Input>) => {
  const { t } = useTranslation(['salesReports', 'common']);
  const canUpdate = usePermission('sales-reports.update');
  const canDelete = useNamedRecordAbilities(descriptor).delete;
  const record = useRecord(recordLogic, descriptor.missingId, id);
  const [tab, setTab] = useState('sales-reports');
  const current = record.record;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={current ? current.name : t(descriptor.labels.entity)}
        breadcrumbs={[
          { label: t('salesReports:list.title'), href: '/sales-reports' },
          { label: t(descriptor.labels.title), href: descriptor.basePath },
          { label: current?.name ?? t(descriptor.labels.entity) },
        ]}
        actions={
          current ? (
            <>
              {canUpdate ? (
                <Link href={`${descriptor.basePath}/${current.id}/edit`} className={button({ variant: 'secondary' })}>
                  <Pencil size={16} aria-hidden="true" />
                  <span>{t('common:actions.edit')}</span>
                </Link>
              ) : null}
              <NamedRecordDeleteButton descriptor={descriptor} record={current} can={canDelete} />
            </>
          ) : null
        }
      />
      <RecordState {...record} onRetry={record.retry}>
        {(loaded) => (
          <>
            <Section title={t('salesReports:detail.overview')}>
              <DetailList
                items={[
                  { label: t(descriptor.labels.name), value: loaded.name },
                  { label: t(codeLabel), value: dash(loaded.code) },
                  { label: t(descriptor.labels.description), value: dash(loaded.description) },
                ]}
              />
            </Section>
            <Tabs
              label={t('salesReports:detail.tabs')}
              value={tab}
              onValueChange={setTab}
              items={[
                {
                  value: 'sales-reports',
                  label: t('salesReports:mentions.tab'),
                  content: <SalesReportMentions label={t('salesReports:mentions.tab')} list={mentions} recordId={loaded.id} />,
                },
              ]}
            />
          </>
        )}
      </RecordState>
    </div>
  );
};
