import ListChecks from 'lucide-react/icons/list-checks';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { DataList } from '../components/DataList.tsx';
import { Section } from '../components/Section.tsx';
import { TaskStatusBadge } from '../components/TaskStatusBadge.tsx';
import { myOpenTasksPanel } from '../../machines/records/dashboard.logic.ts';
import { usePanelList } from './usePanelList.ts';
import { PanelLink } from './PanelLink.tsx';
import { taskPath } from './panelPaths.ts';

// Class names computed once, not per item and per render (Panda's css() runs at run time: issue 36 point 4).
const rowClass = css({ display: 'flex', gap: '2', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' });
const textClass = css({ minW: 0 });
const titleClass = css({ fontWeight: '600' });
const detailClass = css({ color: 'muted', textStyle: 'small' });

/** My running and open tasks (tasks.viewAny). */
export const TasksPanel = ({ userId }: { userId: number }) => {
  const { t } = useTranslation(['dashboard', 'common']);
  const list = usePanelList(myOpenTasksPanel, userId);
  return (
    <Section title={t('dashboard:tasks.title')} description={t('dashboard:tasks.description')}>
      <DataList
        label={t('dashboard:tasks.title')}
        items={list.items}
        itemKey={(task) => task.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorTag={list.errorTag}
        errorMessage={t('dashboard:panelError')}
        empty={{ message: t('dashboard:tasks.empty'), icon: <ListChecks size={28} aria-hidden="true" /> }}
        renderItem={(task) => (
          <PanelLink href={taskPath(task)}>
            <div className={rowClass}>
              <div className={textClass}>
                <div className={titleClass}>{task.summary}</div>
                {task.work ? <div className={detailClass}>{task.work.name}</div> : null}
              </div>
              <TaskStatusBadge task={task} />
            </div>
          </PanelLink>
        )}
      />
    </Section>
  );
};
