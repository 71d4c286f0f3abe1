import ChevronRight from 'lucide-react/icons/chevron-right';
import { Fragment, use, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { PageHeadingLevel } from './pageHeadingLevel.ts';
import { claimRouteFocus } from './routeFocus.ts';

export type Breadcrumb = { label: ReactNode; href?: string };

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  breadcrumbs?: readonly Breadcrumb[];
  actions?: ReactNode;
};

export const PageHeader = ({ title, description, breadcrumbs, actions }: PageHeaderProps) => {
  const { t } = useTranslation('ui');
  const [location] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = use(PageHeadingLevel) === 2 ? 'h2' : 'h1';
  // After a route change focus goes to the new page's heading (tabindex -1: focusable by script, not by Tab).
  useEffect(() => {
    if (claimRouteFocus(location)) heading.current?.focus();
  }, [location]);
  return (
    <header className={css({ display: 'flex', flexDirection: 'column', gap: '1', pb: '4' })}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav aria-label={t('breadcrumbs')}>
          <ol className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', listStyle: 'none', p: '0', m: '0', textStyle: 'small', color: 'muted' })}>
            {breadcrumbs.map((crumb, index) => {
              const last = index === breadcrumbs.length - 1;
              return (
                <Fragment key={index}>
                  <li>
                    {crumb.href && !last ? (
                      <a href={crumb.href} className={css({ color: 'muted', textDecoration: 'underline', _hover: { color: 'text' } })}>
                        {crumb.label}
                      </a>
                    ) : (
                      <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                    )}
                  </li>
                  {last ? null : (
                    <li aria-hidden="true" className={css({ display: 'inline-flex' })}>
                      <ChevronRight size={14} />
                    </li>
                  )}
                </Fragment>
              );
            })}
          </ol>
        </nav>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <Heading ref={heading} tabIndex={-1} className={css({ textStyle: 'pageTitle', minW: '0', overflowWrap: 'anywhere', outline: 'none' })}>
          {title}
        </Heading>
        {actions ? <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>{actions}</div> : null}
      </div>
      {description ? <p className={css({ color: 'muted' })}>{description}</p> : null}
    </header>
  );
};
