import { describe, expect, it } from 'vitest';
import { fromResponse } from '../../src/api/errors.ts';

describe('fromResponse', () => {
  it.each([
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'NotFound'],
    [409, 'Conflict'],
    [422, 'Invalid'],
    [429, 'TooManyRequests'],
    [400, 'Server'],
    [413, 'Server'],
    [500, 'Server'],
    [502, 'Server'],
  ])('maps %i to %s', (status, tag) => {
    const error = fromResponse(status, { message: 'Nope.' });
    expect(error._tag).toBe(tag);
    expect(error).toHaveProperty('message', 'Nope.');
  });

  it('keeps the status of Server errors and falls back to a generic message', () => {
    expect(fromResponse(503, undefined)).toMatchObject({ _tag: 'Server', status: 503, message: 'HTTP 503' });
    expect(fromResponse(500, 'Bad gateway')).toMatchObject({ message: 'Bad gateway' });
  });

  it('camelizes the field paths of a 422', () => {
    const error = fromResponse(422, {
      message: 'Invalid.',
      errors: { profile_id: ['Required.'], 'mail_addresses.1.send_type': ['Wrong.'], ok: 'not-a-list' },
    });
    expect(error).toMatchObject({
      _tag: 'Invalid',
      fields: { profileId: ['Required.'], 'mailAddresses.1.sendType': ['Wrong.'], ok: ['not-a-list'] },
    });
  });

  it('reads Retry-After on a 429', () => {
    const error = fromResponse(429, { message: 'Slow down.' }, new Headers({ 'Retry-After': '30' }));
    expect(error).toMatchObject({ _tag: 'TooManyRequests', retryAfterSeconds: 30 });
    expect(fromResponse(429, {})).toMatchObject({ retryAfterSeconds: undefined });
  });

  it("maps a 423 asking for a section login to SectionLocked with the section, any other 423 to Server", () => {
    const body = { message: 'Log in to this section first.', code: 'section_login_required', section: 'evaluators' };
    expect(fromResponse(423, body)).toMatchObject({ _tag: 'SectionLocked', section: 'evaluators', message: 'Log in to this section first.' });
    expect(fromResponse(423, { message: 'Locked.' })).toMatchObject({ _tag: 'Server', status: 423 });
  });

  it('produces real errors that Effect can fail with', () => {
    const error = fromResponse(404, { message: 'No such task.' });
    expect(error).toBeInstanceOf(Error);
  });
});
