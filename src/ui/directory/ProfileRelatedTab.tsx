import FileText from 'lucide-react/icons/file-text';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { DataList } from '../components/DataList.tsx';
import { errorTagText } from '../components/messageText.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import type { RelatedDocumentsList } from './useRelatedDocuments.ts';
import type { RelatedKind } from '../../machines/records/profiles.logic.ts';
import { RELATED, relatedListHref } from './relatedDocuments.ts';

export type ProfileRelatedTabProps = {
  kind: RelatedKind;
  list: RelatedDocumentsList;
  customer: { id: number; name: string };
};

/** Sub-tab "proposals" / "samples" / "quotes": the customer's newest documents, each linking to its screen. */
export const ProfileRelatedTab = ({ kind, list, customer }: ProfileRelatedTabProps) => {
  const { t } = useTranslation(['directory', 'common']);
  const dates = useDateFormat();
  const total = list.meta?.total ?? 0;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <DataList
        label={t(`directory:tabs.${kind}`)}
        items={list.items}
        itemKey={(doc) => doc.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: t(`directory:related.${kind}Empty`), icon: <FileText size={28} aria-hidden="true" /> }}
        renderItem={(doc) => (
          <div className={css({ display: 'flex', gap: '2', justifyContent: 'space-between', flexWrap: 'wrap' })}>
            <Link href={`/${kind}/${doc.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
              {doc.number}
            </Link>
            <span className={css({ color: 'muted' })}>
              {dates.date(doc.date)} · {t(RELATED[kind].statusKey(doc.status))}
            </span>
          </div>
        )}
      />
      {total > list.items.length ? (
        <p className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'baseline' })}>
          <span className={css({ color: 'muted' })}>{t('directory:related.ofTotal', { shown: list.items.length, count: total })}</span>
          <Link href={relatedListHref(kind, customer)} className={css({ color: 'accent', textDecoration: 'underline' })}>
            {t('directory:related.showAll', { count: total })}
          </Link>
        </p>
      ) : null}
    </div>
  );
};
