import { forbidden, type HandlerMap } from '../../http/handler.ts';
import { proposalPdfResponse } from '../proposals/handlers.ts';
import { samplePdfResponse } from '../samples/handlers.ts';
import { verifyPdfLink } from '../../shared/salesDocuments/pdfLinkToken.ts';
import { message } from '../../i18n/message.ts';

// The public end of a temporary PDF link (contract downloadPdfByLink): the signed token is the permission.

export const handlers = {
  downloadPdfByLink: async (ctx) => {
    const claims = verifyPdfLink(ctx.params.token, ctx.config.oauthClientSecret, Math.floor(Date.now() / 1000));
    // A link opens only on its own tenant's address: a token of another tenant is as good as a forged one.
    if (!claims || claims.tenantId !== ctx.tenant.id) return forbidden(message('salesDocuments.linkInvalid'));
    if (claims.kind === 'sample') return samplePdfResponse(ctx.db, ctx.tenant, claims.id, ctx.language);
    return proposalPdfResponse(ctx.db, ctx.tenant, claims.id, claims.revision, claims.addressee ?? null, ctx.now(), ctx.language);
  },
} satisfies HandlerMap;
