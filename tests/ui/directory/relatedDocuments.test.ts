import { describe, expect, it } from 'vitest';
import { isAllowed } from '../../../src/ui/app/gate.ts';
import { RELATED, RELATED_KINDS, relatedListHref } from '../../../src/ui/directory/relatedDocuments.ts';

const access = (permissions: string[], hidden: string[] = []) => ({ permissions: new Set(permissions), role: 'operator' as const, hiddenModules: new Set(hidden) });
const shown = (a: ReturnType<typeof access>) => RELATED_KINDS.filter((kind) => isAllowed(RELATED[kind].gate, a));

describe("the 360° page's document tabs", () => {
  it("follow each module's list permission and the tenant's module switches (borgo hides proposals and samples)", () => {
    const all = ['proposals', 'proposals.viewAny', 'samples', 'samples.viewAny', 'quotes', 'quotes.viewAny'];
    expect(shown(access(all))).toEqual(['proposals', 'samples', 'quotes']);
    expect(shown(access(all, ['proposals', 'samples']))).toEqual(['quotes']);
    expect(shown(access(all.filter((key) => key !== 'quotes.viewAny')))).toEqual(['proposals', 'samples']);
  });

  it("link to the module's own list filtered by the customer, the name kept beside the id", () => {
    expect(relatedListHref('proposals', { id: 12, name: 'Rossi & Figli S.r.l.' })).toBe('/proposals?customerId=12&customerName=Rossi+%26+Figli+S.r.l.');
  });
});
