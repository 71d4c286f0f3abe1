// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RecordState } from '../../../src/ui/components/RecordState.tsx';
import { setupTestI18n } from './i18nForTests.ts';

// A record screen opened on a record the server does not have says so in the server's words, which name the record
// in the reader's language (its 404s, issue 31); without them, the generic words.

beforeAll(setupTestI18n);
afterEach(cleanup);

const shown = (notFoundMessage: string | null) =>
  render(
    <RecordState record={null} loading={false} failed missing={null} errorTag="NotFound" notFoundMessage={notFoundMessage} onRetry={() => undefined}>
      {() => <p>the record</p>}
    </RecordState>,
  );

describe('RecordState for a record that does not exist', () => {
  it("says the server's words for it", () => {
    shown('Leave request 12 no longer exists.');
    expect(screen.getByText('Leave request 12 no longer exists.')).toBeTruthy();
    expect(screen.queryByText('This item no longer exists.')).toBeNull();
    expect(screen.queryByText('the record')).toBeNull();
  });

  it('says the generic words when the server gave none', () => {
    shown(null);
    expect(screen.getByText('This item no longer exists.')).toBeTruthy();
  });
});
