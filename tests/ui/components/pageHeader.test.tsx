// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PageHeader } from '../../../src/ui/components/PageHeader.tsx';
import { PageHeadingLevel } from '../../../src/ui/components/pageHeadingLevel.ts';
import { setupTestI18n } from './i18nForTests.ts';

beforeAll(setupTestI18n);
afterEach(cleanup);

const inRouter = (node: React.ReactNode) => render(<Router hook={memoryLocation({ path: '/settings/users' }).hook}>{node}</Router>);

describe('PageHeader', () => {
  it('titles a screen with the page’s h1', () => {
    inRouter(<PageHeader title="Utenti" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Utenti');
  });

  it('is an h2 inside a layout that owns the h1 (settings), so a page has one h1', () => {
    inRouter(
      <>
        <PageHeader title="Impostazioni" />
        <PageHeadingLevel value={2}>
          <PageHeader title="Utenti" />
        </PageHeadingLevel>
      </>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Impostazioni']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Utenti');
  });
});
