import {
  describeField,
  isProviderFailure,
  providerNotFound,
  type ListInput,
  type MailingGroup,
  type MailingList,
  type MailingProvider,
  type MailingRecipient,
  type PageQuery,
  type ProviderFailure,
  type ProviderPage,
  type RecipientFieldRead,
  type RecipientStatus,
} from './provider.ts';

// The real MailUp REST v1.1 client. Sign-in is OAuth2's password grant at the token endpoint (client id and secret of
// the Bottega app, the user's MailUp username and password); the access token is kept and renewed with its refresh
// token when MailUp answers 401 (expired mid-session), falling back to a new password grant. Console calls go under
// `consoleUrl` (…/API/v1.1/Rest/ConsoleService.svc/Console). Both base URLs are configurable so tests point them at a
// local double. Any non-2xx other than 404 (and any network failure) is the provider failing → 502 upstream.

export type MailUpSettings = {
  readonly tokenUrl: string;
  readonly consoleUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
};

export type MailUpCredentials = { readonly username: string; readonly password: string };

type Tokens = { accessToken: string; refreshToken: string | null };

/** Where a user's tokens are kept between requests (in memory per server process). */
export type TokenCache = Map<string, Tokens>;

type Json = unknown;

class ProviderCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | null => (typeof x === 'string' ? x : null);
const num = (x: unknown): number => (typeof x === 'number' ? x : Number(x));
const bool = (x: unknown, fallback: boolean): boolean => (typeof x === 'boolean' ? x : fallback);

const toList = (x: Json): MailingList => {
  const r = isRecord(x) ? x : {};
  return {
    idList: num(r['idList'] ?? r['IdList']),
    listGuid: str(r['listGuid'] ?? r['ListGuid']) ?? '',
    Name: str(r['Name']) ?? '',
    Company: str(r['Company']),
    Description: str(r['Description']),
    Notes: str(r['Notes']),
    OwnerEmail: str(r['OwnerEmail']),
    Business: bool(r['Business'], false),
    Customer: bool(r['Customer'], true),
  };
};

const toGroup = (x: Json, idList: number): MailingGroup => {
  const r = isRecord(x) ? x : {};
  return { idGroup: num(r['idGroup']), idList: r['idList'] === undefined ? idList : num(r['idList']), Name: str(r['Name']) ?? '', Notes: str(r['Notes']), Deletable: bool(r['Deletable'], true) };
};

const toFields = (x: unknown): RecipientFieldRead[] =>
  Array.isArray(x)
    ? x.filter(isRecord).map((f) => ({ Description: str(f['Description']) ?? describeField({ Id: num(f['Id']), Value: '' }).Description, Id: num(f['Id']), Value: str(f['Value']) ?? '' }))
    : [];

const toRecipient = (x: Json, status: RecipientStatus, idGroup: number | null): MailingRecipient => {
  const r = isRecord(x) ? x : {};
  return {
    idRecipient: num(r['idRecipient'] ?? r['IdRecipient']),
    Email: str(r['Email']) ?? '',
    Name: str(r['Name']),
    MobilePrefix: str(r['MobilePrefix']) || null,
    MobileNumber: str(r['MobileNumber']) || null,
    Fields: toFields(r['Fields']),
    Status: status,
    idGroup,
  };
};

const toPage = <T>(x: Json, item: (i: Json) => T, q: PageQuery): ProviderPage<T> => {
  const r = isRecord(x) ? x : {};
  const items = Array.isArray(r['Items']) ? r['Items'].map(item) : [];
  return {
    IsPaginated: bool(r['IsPaginated'], true),
    Items: items,
    PageNumber: r['PageNumber'] === undefined ? q.pageNumber : num(r['PageNumber']),
    PageSize: r['PageSize'] === undefined ? q.pageSize : num(r['PageSize']),
    Skipped: r['Skipped'] === undefined ? q.pageNumber * q.pageSize : num(r['Skipped']),
    TotalElementsCount: r['TotalElementsCount'] === undefined ? items.length : num(r['TotalElementsCount']),
  };
};

/** MailUp reads a recipient's list status from which endpoint answers it. */
const STATUS_PATHS: readonly (readonly [RecipientStatus, string])[] = [
  ['OPTIN', 'Subscribed'],
  ['PENDING', 'Pending'],
  ['OPTOUT', 'Unsubscribed'],
];

export function mailUpClient(settings: MailUpSettings, credentials: MailUpCredentials, cache: TokenCache = new Map(), fetchFn: typeof fetch = fetch): MailingProvider {
  const cacheKey = `${settings.tokenUrl}|${credentials.username}`;

  async function token(body: Record<string, string>): Promise<Tokens> {
    const response = await fetchFn(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...body, client_id: settings.clientId, client_secret: settings.clientSecret }).toString(),
    });
    if (!response.ok) throw new ProviderCallError(response.status, `sign-in refused (${response.status})`);
    const json: unknown = await response.json();
    const accessToken = isRecord(json) ? str(json['access_token']) : null;
    if (!accessToken) throw new ProviderCallError(502, 'sign-in answered no access token');
    const tokens = { accessToken, refreshToken: isRecord(json) ? str(json['refresh_token']) : null };
    cache.set(cacheKey, tokens);
    return tokens;
  }

  const signIn = () => token({ grant_type: 'password', username: credentials.username, password: credentials.password });

  /** A fresh access token after a 401: the refresh token first, a new sign-in when that fails too. */
  async function renew(old: Tokens): Promise<Tokens> {
    if (old.refreshToken) {
      try {
        return await token({ grant_type: 'refresh_token', refresh_token: old.refreshToken });
      } catch {
        // The refresh token expired as well: sign in again below.
      }
    }
    return signIn();
  }

  async function request(method: string, path: string, body?: unknown): Promise<Json> {
    let tokens = cache.get(cacheKey) ?? (await signIn());
    const send = (t: Tokens) =>
      fetchFn(`${settings.consoleUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${t.accessToken}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    let response = await send(tokens);
    if (response.status === 401) {
      tokens = await renew(tokens);
      response = await send(tokens);
    }
    if (!response.ok) throw new ProviderCallError(response.status, `${method} ${path.split('?')[0] ?? path} answered ${response.status}`);
    const text = await response.text();
    return text.trim() === '' ? null : (JSON.parse(text) as Json);
  }

  /** Runs a call, turning 404 into ProviderNotFound and any other failure into ProviderError. */
  async function run<T>(work: () => Promise<T | ProviderFailure>): Promise<T | ProviderFailure> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProviderCallError && error.status === 404) return providerNotFound;
      return { _tag: 'ProviderError', message: error instanceof Error ? error.message : 'unknown failure' };
    }
  }

  const paging = (q: PageQuery, filter?: string) => {
    const params = new URLSearchParams({ PageNumber: String(q.pageNumber), PageSize: String(q.pageSize) });
    if (filter) params.set('filterby', filter);
    return `?${params.toString()}`;
  };
  const quoted = (text: string) => `"${text.replace(/["\\]/g, '')}"`;
  const searchFilter = (q: PageQuery, field: string) => (q.search && q.search.trim() !== '' ? `${field}.Contains(${quoted(q.search.trim())})` : undefined);
  const idOf = (x: Json): number => (isRecord(x) ? num(x['idRecipient'] ?? x['IdRecipient']) : num(x));

  async function findInList(idList: number, idRecipient: number): Promise<MailingRecipient | ProviderFailure> {
    for (const [status, path] of STATUS_PATHS) {
      const page = toPage(await request('GET', `/List/${idList}/Recipients/${path}${paging({ pageNumber: 0, pageSize: 1 }, `idRecipient==${idRecipient}`)}`), (i) => toRecipient(i, status, null), { pageNumber: 0, pageSize: 1 });
      const found = page.Items[0];
      if (found) return found;
    }
    return providerNotFound;
  }

  const listBody = (input: ListInput) => ({
    Name: input.Name,
    Description: input.Description ?? null,
    Notes: input.Notes ?? null,
    OwnerEmail: input.OwnerEmail ?? null,
    Business: input.Business ?? false,
    Customer: input.Customer ?? true,
  });

  return {
    lists: (q) => run(async () => toPage(await request('GET', `/User/Lists${paging(q, searchFilter(q, 'Name'))}`), toList, q)),

    list: (idList) =>
      run(async () => {
        const page = toPage(await request('GET', `/User/Lists${paging({ pageNumber: 0, pageSize: 1 }, `idList==${idList}`)}`), toList, { pageNumber: 0, pageSize: 1 });
        return page.Items[0] ?? providerNotFound;
      }),

    createList: (input) =>
      run(async () => {
        const answer = await request('POST', '/User/List', listBody(input));
        return isRecord(answer) ? toList(answer) : { ...toList({ ...listBody(input), idList: num(answer) }) };
      }),

    updateList: (idList, input) => run(async () => toList({ ...listBody(input), ...(await request('PUT', `/User/List/${idList}`, listBody(input)) as object), idList })),

    deleteList: (idList) => run(async () => (await request('DELETE', `/User/List/${idList}`), true as const)),

    groups: (idList, q) => run(async () => toPage(await request('GET', `/List/${idList}/Groups${paging(q, searchFilter(q, 'Name'))}`), (i) => toGroup(i, idList), q)),

    createGroup: (idList, input) => run(async () => toGroup(await request('POST', `/List/${idList}/Group`, { Name: input.Name, Notes: input.Notes ?? null, Deletable: true }), idList)),

    updateGroup: (idList, idGroup, input) => run(async () => toGroup({ idGroup, idList, ...((await request('PUT', `/List/${idList}/Group/${idGroup}`, { Name: input.Name, Notes: input.Notes ?? null })) as object) }, idList)),

    deleteGroup: (idList, idGroup) => run(async () => (await request('DELETE', `/List/${idList}/Group/${idGroup}`), true as const)),

    // MailUp answers groups per list only: the group's list is found among the account's lists, page by page.
    groupList: (idGroup) =>
      run(async () => {
        for (let pageNumber = 0; ; pageNumber += 1) {
          const q = { pageNumber, pageSize: 50 };
          const lists = toPage(await request('GET', `/User/Lists${paging(q)}`), toList, q);
          for (const list of lists.Items) {
            const groups = toPage(await request('GET', `/List/${list.idList}/Groups${paging({ pageNumber: 0, pageSize: 200 })}`), (i) => toGroup(i, list.idList), q);
            if (groups.Items.some((g) => g.idGroup === idGroup)) return list.idList;
          }
          if ((pageNumber + 1) * q.pageSize >= lists.TotalElementsCount) return providerNotFound;
        }
      }),

    listRecipients: (idList, q) =>
      run(async () => {
        const filter = searchFilter(q, 'Email');
        const wanted = STATUS_PATHS.filter(([status]) => !q.status || q.status === status);
        // Without a status filter the three status pages are read with the same paging and put together.
        const pages = await Promise.all(wanted.map(async ([status, path]) => toPage(await request('GET', `/List/${idList}/Recipients/${path}${paging(q, filter)}`), (i) => toRecipient(i, status, null), q)));
        return {
          IsPaginated: true,
          Items: pages.flatMap((p) => p.Items),
          PageNumber: q.pageNumber,
          PageSize: q.pageSize,
          Skipped: q.pageNumber * q.pageSize,
          TotalElementsCount: pages.reduce((sum, p) => sum + p.TotalElementsCount, 0),
        };
      }),

    listRecipient: (idList, idRecipient) => run(() => findInList(idList, idRecipient)),

    subscribeToList: (idList, input, confirmEmail) =>
      run(async () => {
        // MailUp answers the recipient's id as a bare integer.
        const id = idOf(await request('POST', `/List/${idList}/Recipient?ConfirmEmail=${String(confirmEmail)}`, { Email: input.Email, Name: input.Name ?? null, Fields: input.Fields ?? [], MobilePrefix: '', MobileNumber: '' }));
        return findInList(idList, id);
      }),

    updateRecipient: (idList, idRecipient, input) =>
      run(async () => {
        const current = await findInList(idList, idRecipient);
        if (isProviderFailure(current)) return current;
        // MailUp's Recipient/Detail takes the whole recipient: the address as it is, the name and the changed fields.
        await request('PUT', '/Recipient/Detail', {
          idRecipient,
          Email: current.Email,
          Name: input.Name === undefined ? current.Name : input.Name,
          MobilePrefix: current.MobilePrefix ?? '',
          MobileNumber: current.MobileNumber ?? '',
          Fields: input.Fields ?? [],
        });
        return findInList(idList, idRecipient);
      }),

    unsubscribeFromList: (idList, idRecipient) => run(async () => (await request('DELETE', `/List/${idList}/Unsubscribe/${idRecipient}`), true as const)),

    groupRecipients: (idGroup, q) => run(async () => toPage(await request('GET', `/Group/${idGroup}/Recipients${paging(q, searchFilter(q, 'Email'))}`), (i) => toRecipient(i, 'OPTIN', idGroup), q)),

    subscribeToGroup: (idGroup, input, confirmEmail) =>
      run(async () => {
        const id = idOf(await request('POST', `/Group/${idGroup}/Recipient?ConfirmEmail=${String(confirmEmail)}`, { Email: input.Email, Name: input.Name ?? null, Fields: input.Fields ?? [], MobilePrefix: '', MobileNumber: '' }));
        return {
          idRecipient: id,
          Email: input.Email,
          Name: input.Name ?? null,
          MobilePrefix: null,
          MobileNumber: null,
          Fields: (input.Fields ?? []).map(describeField),
          Status: confirmEmail ? ('PENDING' as const) : ('OPTIN' as const),
          idGroup,
        };
      }),

    addToGroup: (idGroup, idRecipient, confirmEmail) => run(async () => (await request('POST', `/Group/${idGroup}/Subscribe/${idRecipient}?ConfirmEmail=${String(confirmEmail)}`), true as const)),

    removeFromGroup: (idGroup, idRecipient) => run(async () => (await request('DELETE', `/Group/${idGroup}/Unsubscribe/${idRecipient}`), true as const)),

    check: () => run(async () => (await signIn(), true as const)),
  };
}
