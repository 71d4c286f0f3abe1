import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { articleCreate } from '../../machines/records/articles.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { emptyArticle } from './articleForm.ts';
import { ArticleForm } from './ArticleForm.tsx';
import { useArticleForm } from './useArticleForm.ts';

/** articles/create: after saving, the new article. */
const ArticleCreateRoute = () => {
  const { t } = useTranslation(['articles', 'common']);
  const [, navigate] = useLocation();
  const form = useArticleForm({
    initialValues: emptyArticle,
    logic: articleCreate,
    request: (body) => body,
    onSucceeded: (article) => {
      notify.success(t('common:notices.created', { name: t('articles:entity') }));
      navigate(`/articles/${article.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('articles:entity') })),
  });
  return (
    <>
      <PageHeader title={t('articles:create.title')} breadcrumbs={[{ label: t('articles:list.title'), href: '/articles' }, { label: t('articles:create.title') }]} />
      <ArticleForm form={form} submitLabel={t('common:actions.create')} onCancel={() => navigate('/articles')} />
    </>
  );
};

export default ArticleCreateRoute;
