import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import itVacations from '../../locales/it/vacations.json' with { type: 'json' };
import enVacations from '../../locales/en/vacations.json' with { type: 'json' };
import { useTestServer } from './useServer.ts';

// Issue 34 point 6: every list exports what it shows (the list's own rows, filters and order), headers in the
// reader's language, related records by name, formula cells neutralised, numbers and dates typed.

const server = useTestServer();

type Lang = 'it' | 'en';

const exportOf = async (token: string, list: string, query: string, language: Lang) =>
  server().app.request(`http://acme.localhost/api/exports/${list}?${query}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': language } });

const sheetOf = async (res: Response): Promise<ExcelJS.Worksheet> => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
};

/** Rows of a sheet as arrays of cell values (row 1 = the header). */
const rowsOf = (sheet: ExcelJS.Worksheet): unknown[][] => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** CSV lines split naively (the cells these tests read hold no separator). */
const csvLines = (text: string, separator: string): string[][] =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split(separator));

const admin = () => server().token('acme', 'admin@acme.test');

const listAll = async (token: string, path: string): Promise<Record<string, unknown>[]> => {
  const r = await server().request('acme', 'GET', `${path}${path.includes('?') ? '&' : '?'}page_size=500`, { token });
  expect(r.status).toBe(200);
  return (r.body as { data: Record<string, unknown>[] }).data;
};

describe('list exports', () => {
  it('exports the tasks list as XLSX with its filter and order, headers in the reader language and works by name', async () => {
    const token = await admin();
    const listed = await listAll(token, '/tasks?status=paused&sort=-summary');
    expect(listed.length).toBeGreaterThan(1);

    const it_ = await exportOf(token, 'tasks', 'format=xlsx&filter[status]=paused&filter[sort]=-summary', 'it');
    expect(it_.status).toBe(200);
    expect(it_.headers.get('content-type')).toContain('spreadsheetml');
    expect(it_.headers.get('content-disposition')).toContain('.xlsx');
    const rows = rowsOf(await sheetOf(it_));
    expect(rows[0]?.slice(0, 5)).toEqual(['Titolo', 'Pratica', 'Anagrafica', 'Tipo di attività', 'Assegnatario']);
    const body = rows.slice(1);
    // Same rows, same order as the list operation.
    expect(body.map((r) => r[0])).toEqual(listed.map((t) => t.summary));
    // Related records by name, statuses in the screen's words.
    expect(body.map((r) => r[1] ?? null)).toEqual(listed.map((t) => (t.work as { name: string } | null)?.name ?? null));
    expect(new Set(body.map((r) => r[7]))).toEqual(new Set(['In pausa']));
    // A start is a date cell holding the wall clock as is.
    const withStart = listed.findIndex((t) => typeof t.start === 'string');
    const cell = body[withStart]?.[5];
    expect(cell).toBeInstanceOf(Date);
    expect((cell as Date).toISOString().slice(0, 16).replace('T', ' ')).toBe(String(listed[withStart]?.start).slice(0, 16));

    const en = rowsOf(await sheetOf(await exportOf(token, 'tasks', 'filter[status]=paused&filter[sort]=-summary', 'en')));
    expect(en[0]?.slice(0, 5)).toEqual(['Title', 'Job', 'Profile', 'Task type', 'Assignee']);
    expect(new Set(en.slice(1).map((r) => r[7]))).toEqual(new Set(['Paused']));
  });

  it("heads columns as the record's screens do: a sales report's Oggetto / Subject (not a task's Titolo), a proposal's Modalità di pagamento", async () => {
    const token = await admin();
    const italian = rowsOf(await sheetOf(await exportOf(token, 'sales-reports', 'format=xlsx', 'it')));
    expect(italian[0]?.slice(0, 5)).toEqual(['Data', 'Cliente o lead', 'Agente', 'Tipo di contatto', 'Oggetto']);
    // The notes a report was written with go too (they were left out).
    expect(italian[0]?.at(-1)).toBe('Note');
    const english = rowsOf(await sheetOf(await exportOf(token, 'sales-reports', 'format=xlsx', 'en')));
    expect([english[0]?.[1], english[0]?.[4]]).toEqual(['Customer or lead', 'Subject']);
    // A proposal's payment terms as its form names them (the export said "Metodo di pagamento" / "Payment method").
    const proposals = rowsOf(await sheetOf(await exportOf(token, 'proposals', 'format=xlsx', 'it')));
    expect(proposals[0]).toContain('Modalità di pagamento');
    expect(rowsOf(await sheetOf(await exportOf(token, 'proposals', 'format=xlsx', 'en')))[0]).toContain('Payment terms');
    // An article's brand as the article screens and the brand_id field errors name it (the export said "Marca").
    const articles = rowsOf(await sheetOf(await exportOf(token, 'articles', 'format=xlsx', 'it')));
    expect(articles[0]).toContain('Marchio');
    expect(articles[0]).not.toContain('Marca');
  });

  it('writes CSV with the reader conventions: ; and decimal comma in Italian, , and decimal point in English', async () => {
    const token = await admin();
    const listed = await listAll(token, '/articles?sort=code');
    const priced = listed.find((a) => typeof a.price === 'string' && String(a.price).includes('.'));
    expect(priced).toBeDefined();
    const code = String(priced?.code);

    const itRes = await exportOf(token, 'articles', 'format=csv&filter[sort]=code', 'it');
    expect(itRes.headers.get('content-type')).toContain('text/csv');
    const itBytes = new Uint8Array(await itRes.arrayBuffer());
    // A BOM first, so Excel reads the file as UTF-8 (text() would hide it: the decoder drops it).
    expect([...itBytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const itText = new TextDecoder().decode(itBytes);
    const itLines = csvLines(itText, ';');
    // The article form's own labels ("Unità di misura", "Aliquota IVA (%)"), not the shorter shared ones.
    expect(itLines[0]?.slice(0, 7)).toEqual(['Codice', 'Descrizione', 'Descrizione estesa', 'Unità di misura', 'Prezzo', 'Costo', 'Aliquota IVA (%)']);
    expect(itLines.length - 1).toBe(listed.length);
    const itRow = itLines.find((l) => l[0] === code);
    expect(itRow?.[4]).toBe(String(priced?.price).replace(/0+$/, '').replace('.', ','));

    const enLines = csvLines(await (await exportOf(token, 'articles', 'format=csv&filter[sort]=code', 'en')).text(), ',');
    expect(enLines[0]?.slice(0, 7)).toEqual(['Code', 'Description', 'Long description', 'Unit of measure', 'Price', 'Cost', 'VAT rate (%)']);
    expect(enLines[0]).toContain('Stock');
    expect(enLines.find((l) => l[0] === code)?.[4]).toBe(String(priced?.price).replace(/0+$/, ''));
  });

  it('writes dates as date cells in XLSX, dd/mm/yyyy in the CSV of both languages (as the screens show dates); prices as number cells', async () => {
    const token = await admin();
    const listed = await listAll(token, '/price-lists?sort=name');
    const first = listed.find((p) => typeof p.valid_from === 'string');
    expect(first).toBeDefined();
    const [y, m, d] = String(first?.valid_from).split('-');
    // Price lists are exported in the import's shape: list name, article code, description, price, discount, list
    // code, currency, valid from (column 8), valid to; one row per article of a list.
    const xlsxRows = rowsOf(await sheetOf(await exportOf(token, 'price-lists', 'filter[sort]=name', 'it')));
    const xlsxRow = xlsxRows.find((r) => r[0] === first?.name);
    expect(xlsxRow?.[7]).toBeInstanceOf(Date);
    expect((xlsxRow?.[7] as Date).toISOString().slice(0, 10)).toBe(first?.valid_from);
    expect(typeof xlsxRow?.[3]).toBe('number');
    const itRow = csvLines(await (await exportOf(token, 'price-lists', 'format=csv&filter[sort]=name', 'it')).text(), ';').find((l) => l[0] === first?.name);
    expect(itRow?.[7]).toBe(`${d}/${m}/${y}`);
    const enRow = csvLines(await (await exportOf(token, 'price-lists', 'format=csv&filter[sort]=name', 'en')).text(), ',').find((l) => l[0] === first?.name);
    expect(enRow?.[7]).toBe(`${d}/${m}/${y}`);
    const articles = rowsOf(await sheetOf(await exportOf(token, 'articles', 'filter[sort]=code', 'it')));
    expect(articles.slice(1).every((r) => typeof r[4] === 'number')).toBe(true);
  });

  it('neutralises cells that a spreadsheet would read as a formula, in both formats', async () => {
    const token = await admin();
    const formulas = ['=HYPERLINK("http://x.test","a")', '+1+1', '-2+3', '@SUM(A1)'];
    for (const summary of formulas) {
      const r = await server().request('acme', 'POST', '/tasks', { token, body: { summary, with_event: false } });
      expect(r.status).toBe(201);
    }
    const rows = rowsOf(await sheetOf(await exportOf(token, 'tasks', 'filter[search]=%2B1&filter[sort]=summary', 'en')));
    expect(rows.slice(1).map((r) => r[0])).toContain("'+1+1");
    const all = rowsOf(await sheetOf(await exportOf(token, 'tasks', 'format=xlsx', 'en'))).map((r) => r[0]);
    for (const f of formulas) {
      expect(all).toContain(`'${f}`);
      expect(all).not.toContain(f);
    }
    const csv = await (await exportOf(token, 'tasks', 'format=csv', 'en')).text();
    expect(csv).toContain(`"'=HYPERLINK(""http://x.test"",""a"")"`);
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('exports customers with their related records by name and the fields the import reads', async () => {
    const token = await admin();
    const listed = await listAll(token, '/profiles?type=customer&sort=name');
    const rows = rowsOf(await sheetOf(await exportOf(token, 'customers', 'filter[sort]=name', 'it')));
    expect(rows[0]).toEqual(expect.arrayContaining(['Ragione sociale', 'Partita IVA', 'Codice fiscale', 'CAP', 'Provincia', 'Categoria', 'Agente']));
    const header = rows[0] ?? [];
    expect(rows.slice(1).map((r) => r[header.indexOf('Ragione sociale')] ?? null)).toEqual(listed.map((p) => p.business_name));
    const withAgent = listed.findIndex((p) => p.agent !== null);
    expect(rows[withAgent + 1]?.[header.indexOf('Agente')]).toBe((listed[withAgent]?.agent as { name: string }).name);
    // The kind is fixed by the list: a `type` in the filter cannot turn customers into suppliers.
    const forced = rowsOf(await sheetOf(await exportOf(token, 'customers', 'filter[type]=supplier', 'it')));
    expect(forced.length - 1).toBe(listed.length);
  });

  it('refuses a filter the list refuses, under filter.<name>', async () => {
    const token = await admin();
    const r = await exportOf(token, 'tasks', 'filter[status]=nonsense', 'en');
    expect(r.status).toBe(422);
    const body = (await r.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['filter.status']);
    const order = await exportOf(token, 'tasks', 'filter[sort]=colour', 'en');
    expect(order.status).toBe(422);
    expect(await order.text()).toContain('filter.sort');
  });

  it("exports a price list's articles (its own rows, search and order), with the tab's headers; 404 for no such list", async () => {
    const token = await admin();
    const listed = await listAll(token, '/price-lists/1/articles?sort=-price');
    expect(listed.length).toBeGreaterThan(1);
    const rows = rowsOf(await sheetOf(await exportOf(token, 'price-lists/1/articles', 'filter[sort]=-price', 'it')));
    expect(rows[0]).toEqual(['Codice', 'Descrizione', 'Unità', 'Prezzo base', 'Prezzo', 'Sconto (%)']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.map((a) => a.code));
    expect(rows.slice(1).map((r) => r[4])).toEqual(listed.map((a) => Number(a.price)));
    const en = csvLines(await (await exportOf(token, 'price-lists/1/articles', 'format=csv&filter[sort]=-price', 'en')).text(), ',');
    expect(en[0]).toEqual(['Code', 'Description', 'Unit', 'Base price', 'Price', 'Discount (%)']);
    expect((await exportOf(token, 'price-lists/999999/articles', 'format=csv', 'en')).status).toBe(404);
    expect((await exportOf(token, 'price-lists/1/articles', 'filter[sort]=colour', 'en')).status).toBe(422);
  });

  it('exports the running timers with who started each, the audit log and the sent mail in the screens words', async () => {
    const token = await admin();
    const created = await server().request('acme', 'POST', '/tasks', { token, body: { summary: '=Running 4711', with_event: false } });
    expect(created.status).toBe(201);
    const id = (created.body as { data: { id: number } }).data.id;
    expect((await server().request('acme', 'POST', `/tasks/${id}/status`, { token, body: { status: 'started' } })).status).toBe(200);
    const running = rowsOf(await sheetOf(await exportOf(token, 'running-tasks', '', 'it')));
    expect(running[0]).toEqual(['Titolo', 'Pratica', 'Anagrafica', 'Assegnatario', 'Avviata da', 'In corso da', 'Ore registrate']);
    const mine = running.find((r) => r[0] === "'=Running 4711");
    expect(mine?.[4]).toEqual(expect.any(String));
    expect(mine?.[5]).toBeInstanceOf(Date);
    expect(running.length - 1).toBe((await listAll(token, '/tasks/running')).length);
    // A task running for 45 minutes or more (demo data) after an hour tracked: its hours count the running stretch up
    // to the export's moment, as its timer on screen does; before, the export read 1,00 h (the closed stretches only).
    const montage = running.find((r) => r[0] === 'Montaggio scrivanie open space');
    expect(montage?.[6]).toBeGreaterThanOrEqual(1.75);
    expect(mine?.[6]).toBeLessThan(0.1);
    // Its work's row counts it likewise (the work's overview adds its running tasks up to now): more than the
    // finished runs alone, which the works' answer carries as `tracked_seconds`.
    const montageWork = (await listAll(token, '/tasks')).find((t) => t.summary === 'Montaggio scrivanie open space')?.work as { id: number; name: string } | undefined;
    const work = (await listAll(token, '/works')).find((w) => w.id === montageWork?.id);
    const worksRows = rowsOf(await sheetOf(await exportOf(token, 'works', '', 'it')));
    const workHours = worksRows.find((r) => r[1] === montageWork?.name)?.at(-1);
    expect(workHours).toBeGreaterThanOrEqual(Number(work?.tracked_seconds) / 3600 + 0.75);

    // A change recorded in the audit log, filtered by its action: the action in the screen's words, the change as a line.
    const user = (await listAll(token, '/users?search=operator'))[0];
    expect((await server().request('acme', 'PUT', `/users/${String(user?.id)}`, { token, body: { name: 'Operator 4711' } })).status).toBe(200);
    const audit = await listAll(token, '/audit-log?action=user.updated');
    const auditRows = rowsOf(await sheetOf(await exportOf(token, 'audit-log', 'filter[action]=user.updated', 'it')));
    expect(auditRows[0]).toEqual(['Creato il', 'Utente', 'E-mail', 'Azione', 'Oggetto', 'Modifiche', 'Indirizzo IP']);
    expect(auditRows.length - 1).toBe(audit.length);
    expect(new Set(auditRows.slice(1).map((r) => r[3]))).toEqual(new Set(['Utente modificato']));
    expect(auditRows.slice(1).some((r) => String(r[5]).includes('→ Operator 4711'))).toBe(true);
    const auditEn = rowsOf(await sheetOf(await exportOf(token, 'audit-log', 'filter[action]=user.updated', 'en')));
    expect(new Set(auditEn.slice(1).map((r) => r[3]))).toEqual(new Set(['User changed']));
    expect((await exportOf(token, 'audit-log', 'filter[action]=nonsense', 'en')).status).toBe(422);

    const mails = await listAll(token, '/outbox');
    const mailRows = csvLines(await (await exportOf(token, 'mail-log', 'format=csv', 'en')).text(), ',');
    expect(mailRows[0]).toEqual(['When', 'Subject', 'To', 'Cc', 'Status', 'Reason']);
    expect(mailRows.length - 1).toBe(mails.length);
  });

  it('exports the events of the calendar list view for its range, attendees by name; the range is required as the list requires it', async () => {
    const token = await admin();
    const range = 'start=2000-01-01 00:00:00&end=2100-01-01 00:00:00';
    const listed = await listAll(token, `/calendars/fullcalendar-events?${range}`);
    const rows = rowsOf(await sheetOf(await exportOf(token, 'events', 'filter[start]=2000-01-01 00:00:00&filter[end]=2100-01-01 00:00:00', 'en')));
    expect(rows[0]).toEqual(['Title', 'Start', 'End', 'All day', 'Type', 'Extended type description', 'Attendees', 'Description']);
    expect(rows.length - 1).toBe(listed.length);
    const withAttendees = listed.findIndex((e) => Array.isArray(e.attendees) && e.attendees.length > 0);
    if (withAttendees >= 0) expect(rows[withAttendees + 1]?.[6]).toBe((listed[withAttendees]?.attendees as { name: string }[]).map((a) => a.name).join(', '));
    const missing = await exportOf(token, 'events', 'format=csv', 'en');
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('filter.start');
  });

  it("exports a newsletter list's recipients with their status in the reader's words", async () => {
    const token = await admin();
    const list = await server().request('acme', 'POST', '/newsletter/mailup/lists', { token, body: { Name: 'Export 4711', Description: 'x', OwnerEmail: 'owner@acme.test', Business: true } });
    expect(list.status).toBe(201);
    const idList = (list.body as { data: { idList: number } }).data.idList;
    for (const [Email, Name] of [['anna.4711@example.it', 'Anna 4711'], ['bruno.4711@example.it', '@Bruno 4711']])
      expect((await server().request('acme', 'POST', `/newsletter/mailup/lists/${idList}/recipients`, { token, body: { Email, Name } })).status).toBe(201);
    const rows = rowsOf(await sheetOf(await exportOf(token, `newsletter-lists/${idList}/recipients`, '', 'it')));
    expect(rows[0]).toEqual(['E-mail', 'Nome', 'Stato', 'Prefisso cellulare', 'Cellulare']);
    expect(rows.slice(1).map((r) => r[1]).sort()).toEqual(["'@Bruno 4711", 'Anna 4711']);
    expect(rows.slice(1).every((r) => typeof r[2] === 'string' && r[2] !== '')).toBe(true);
    const searched = rowsOf(await sheetOf(await exportOf(token, `newsletter-lists/${idList}/recipients`, 'filter[search]=anna', 'en')));
    expect(searched.slice(1).map((r) => r[0])).toEqual(['anna.4711@example.it']);
    expect((await exportOf(token, 'newsletter-lists/999999/recipients', '', 'en')).status).toBe(404);
  });

  it("writes a leave request's status in the list's words, a rejected one included, in both languages", async () => {
    const token = await admin();
    const words = { it: itVacations.statuses, en: enVacations.statuses } as const;
    for (const language of ['it', 'en'] as const) {
      const rows = rowsOf(await sheetOf(await exportOf(token, 'vacations', 'format=xlsx', language)));
      const column = (rows[0] ?? []).indexOf(language === 'it' ? 'Stato' : 'Status');
      expect(column).toBeGreaterThan(-1);
      const statuses = new Set(rows.slice(1).map((row) => row[column]));
      expect(statuses).toContain(words[language].rejected);
      expect(statuses).toContain(words[language].modified);
      for (const status of statuses) expect(Object.values(words[language])).toContain(status);
    }
  });

  it('answers every list as the list itself answers, for an administrator and for an operator', async () => {
    const lists: Record<string, string> = {
      tasks: '/tasks', profiles: '/profiles', customers: '/profiles?type=customer', leads: '/profiles?type=lead', suppliers: '/profiles?type=supplier',
      companies: '/companies', articles: '/articles', 'price-lists': '/price-lists', quotes: '/quotes', samples: '/samples',
      proposals: '/proposals', vacations: '/vacations', allowances: '/user-vacation-hours', users: '/users', works: '/works',
      'sales-reports': '/sales-reports', documents: '/documents', goals: '/goals', packages: '/packages',
      'newsletter-lists': '/newsletter/mailup/lists', roles: '/roles',
      'running-tasks': '/tasks/running', 'audit-log': '/audit-log', 'mail-log': '/outbox',
      'price-lists/1/articles': '/price-lists/1/articles',
      'events?filter[start]=2000-01-01 00:00:00&filter[end]=2100-01-01 00:00:00': '/calendars/fullcalendar-events?start=2000-01-01 00:00:00&end=2100-01-01 00:00:00',
    };
    const problems: string[] = [];
    for (const email of ['admin@acme.test', 'operator@acme.test']) {
      const token = await server().token('acme', email);
      for (const [list, path] of Object.entries(lists)) {
        const shown = await server().request('acme', 'GET', `${path}${path.includes('?') ? '&' : '?'}page_size=500`, { token });
        const [exportPath, filter] = list.split('?');
        const exported = await exportOf(token, exportPath ?? list, `format=xlsx${filter ? `&${filter}` : ''}`, 'en');
        if (shown.status !== exported.status) {
          problems.push(`${email} ${list}: list ${shown.status}, export ${exported.status}`);
          continue;
        }
        if (exported.status !== 200) continue;
        const rows = rowsOf(await sheetOf(exported));
        const listed = shown.body as { meta?: { total: number }; data: Record<string, unknown>[] };
        const records = listed.meta?.total ?? listed.data.length;
        // Price lists export one row per article of a list, allowances one per kind of hours (the import's shape).
        const total = list === 'price-lists' ? listed.data.reduce((n, l) => n + Number(l.articles_count), 0) : list === 'allowances' ? 3 * records : records;
        if (rows.length - 1 !== total) problems.push(`${email} ${list}: ${total} rows listed, ${rows.length - 1} exported`);
      }
    }
    expect(problems).toEqual([]);
  });
});
