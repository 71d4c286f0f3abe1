import { Pagination as ArkPagination } from '@ark-ui/react/pagination';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';

export type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark; defaults to "Pagination". */
  label?: string;
};

const item = cx(
  button({ variant: 'ghost', size: 'sm' }),
  css({ minW: '8', '&[data-selected]': { bg: 'accent', color: 'accent.fg' } }),
);

export const Pagination = ({ page, pageSize, total, onPageChange, label }: PaginationProps) => {
  const { t } = useTranslation('ui');
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
      {/* Nothing to count under an empty list ("0–0 of 0" sat under its empty message); the live region stays so the
          range is announced when rows arrive. */}
      <p className={css({ color: 'muted', textStyle: 'small' })} aria-live="polite">
        {total > 0 ? t('pagination.summary', { from, to, total }) : null}
      </p>
      {total > pageSize ? (
        <ArkPagination.Root
          count={total}
          pageSize={pageSize}
          page={page}
          siblingCount={1}
          onPageChange={(details) => onPageChange(details.page)}
          translations={{
            rootLabel: label ?? t('pagination.label'),
            prevTriggerLabel: t('pagination.previous'),
            nextTriggerLabel: t('pagination.next'),
            itemLabel: (details) => t('pagination.page', { page: details.page, totalPages: details.totalPages }),
          }}
          className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' })}
        >
          <ArkPagination.PrevTrigger className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}>
            <ChevronLeft size={16} aria-hidden="true" />
          </ArkPagination.PrevTrigger>
          <ArkPagination.Context>
            {(pagination) =>
              pagination.pages.map((entry, index) =>
                entry.type === 'page' ? (
                  <ArkPagination.Item key={`page-${entry.value}`} {...entry} className={item}>
                    {entry.value}
                  </ArkPagination.Item>
                ) : (
                  <ArkPagination.Ellipsis key={`ellipsis-${index}`} index={index} className={css({ px: '1', color: 'muted' })}>
                    …
                  </ArkPagination.Ellipsis>
                ),
              )
            }
          </ArkPagination.Context>
          <ArkPagination.NextTrigger className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}>
            <ChevronRight size={16} aria-hidden="true" />
          </ArkPagination.NextTrigger>
        </ArkPagination.Root>
      ) : null}
    </div>
  );
};
