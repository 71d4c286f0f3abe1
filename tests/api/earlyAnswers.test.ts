import { describe, expect, it, vi } from 'vitest';
import { adoptingEarlyAnswers } from '../../src/api/earlyAnswers.ts';
import type { EarlyStartupCalls } from '../../src/api/startupPrefetch.ts';

// The dashboard panels' reads sent by the page's head script, adopted by URL (issue 36 point 4).

const URL_STARTED = '/api/tasks?assignee_id=7&status=started&page_size=10';
const get = (path: string, token = 'access') => new Request(`http://acme.localhost${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('early answers adopted by URL', () => {
  it('answers a GET of the same path, query and token with the early answer, once; added after the fetch was made', async () => {
    const network = vi.fn(async () => new Response('network'));
    const early: EarlyStartupCalls = { token: 'access', answers: {} };
    const fetch = adoptingEarlyAnswers(network, early);
    Object.assign(early.answers, { [URL_STARTED]: Promise.resolve(new Response('early')) });
    expect(await (await fetch(get(URL_STARTED))).text()).toBe('early');
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetch(get(URL_STARTED))).text()).toBe('network');
  });

  it('another query, another token, a write or a failed early answer: the network', async () => {
    const network = vi.fn(async () => new Response('network'));
    const early: EarlyStartupCalls = { token: 'access', answers: { [URL_STARTED]: Promise.resolve(new Response('early')), '/api/samples?status=draft&page_size=10': Promise.reject(new TypeError('offline')) } };
    const fetch = adoptingEarlyAnswers(network, early);
    expect(await (await fetch(get('/api/tasks?assignee_id=7&status=paused&page_size=10'))).text()).toBe('network');
    expect(await (await fetch(get(URL_STARTED, 'someone-else'))).text()).toBe('network');
    expect(await (await fetch(new Request(`http://acme.localhost${URL_STARTED}`, { method: 'POST', headers: { authorization: 'Bearer access' } }))).text()).toBe('network');
    expect(await (await fetch(get('/api/samples?status=draft&page_size=10'))).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(4);
    expect(adoptingEarlyAnswers(network, undefined)).toBe(network);
  });
});
