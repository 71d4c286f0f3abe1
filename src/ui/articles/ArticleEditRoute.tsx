import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Article } from '../../api/articles.ts';
import { articleRecord, articleUpdate } from '../../machines/records/articles.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { notify } from '../components/notify.ts';
import { notifySaved, unlessSame } from '../components/unchangedSave.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { articleToValues } from './articleForm.ts';
import { ArticleForm } from './ArticleForm.tsx';
import { useArticleForm } from './useArticleForm.ts';


const EditArticle = ({ article }: { article: Article }) => {
  const { t } = useTranslation(['articles', 'common']);
  const decimals = useDecimalFormat();
  const [, navigate] = useLocation();
  const form = useArticleForm({
    initialValues: articleToValues(article, decimals.inputText),
    logic: articleUpdate,
    // Saving what was loaded writes nothing: no request, so `updated_at` stays; the screen says so (unchangedSave.ts).
    request: (body, loaded) => ({ id: article.id, body: unlessSame(body, loaded) }),
    onSucceeded: (saved) => {
      notifySaved(saved, { unchanged: t('articles:edit.unchanged'), updated: t('common:notices.updated', { name: t('articles:entity') }) });
      navigate(`/articles/${article.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('articles:entity') })),
  });
  return <ArticleForm form={form} submitLabel={t('common:actions.save')} onCancel={() => navigate(`/articles/${article.id}`)} />;
};

/** articles/{articleId}/edit. */
const ArticleEditRoute = () => {
  const { t } = useTranslation(['articles', 'common']);
  const { articleId } = useParams<{ articleId: string }>();
  const article = useRecord(articleRecord, missingIdMessage(missingId('article')), idFromParam(articleId));
  return (
    <>
      <PageHeader
        title={t('articles:edit.title')}
        breadcrumbs={[{ label: t('articles:list.title'), href: '/articles' }, ...(article.record ? [{ label: article.record.code, href: `/articles/${article.record.id}` }] : []), { label: t('articles:edit.title') }]}
      />
      <RecordState {...article} onRetry={article.retry}>
        {(record) => <EditArticle key={record.id} article={record} />}
      </RecordState>
    </>
  );
};

export default ArticleEditRoute;
