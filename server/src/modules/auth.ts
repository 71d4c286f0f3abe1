import { eq } from 'drizzle-orm';
import { users } from '../db/schema/core.ts';
import { acceptInvitation, findInvitation } from '../auth/invitations.ts';
import { checkClient, passwordGrant, refreshGrant } from '../auth/grants.ts';
import { bearerToken } from '../auth/authenticate.ts';
import { issueTokens, revokeSession } from '../auth/issue.ts';
import { hashToken } from '../auth/tokens.ts';
import { recordAudit } from '../audit/record.ts';
import { newPasswordErrors } from '../auth/newPassword.ts';
import { completeReset, findReset, requestReset, TOKEN_EXPIRED, TOKEN_MISSING } from '../auth/passwordReset.ts';
import { message } from '../i18n/message.ts';
import { renderMessage } from '../i18n/render.ts';
import { conflict, invalid, isFailure, json, noContent, notFound, ok, type HandlerMap } from '../http/handler.ts';
import { tenantDisabled } from '../tenancy/state.ts';

// Public authentication calls: OAuth token (Passport-shaped, not wrapped in `data`), password reset, invitations.

/**
 * The token request as the contract's PasswordGrant | RefreshTokenGrant describe it. Spelled out here because
 * openapi-typescript turns the contract's mapping-less `discriminator` into `grant_type: "PasswordGrant"`, which
 * makes the generated body type `never`. Drop this once the contract no longer declares the discriminator.
 */
type TokenRequest =
  | { grant_type: 'password'; client_id: string; client_secret: string; username: string; password: string; scope?: string }
  | { grant_type: 'refresh_token'; client_id: string; client_secret: string; refresh_token: string };

export const handlers = {
  issueToken: async (ctx) => {
    // Validated against the contract by the pipeline; see TokenRequest for why the generated type is not used.
    const body = ctx.body as unknown as TokenRequest;
    const client = checkClient(ctx.config, body.client_id, body.client_secret);
    if (client) return client;
    // A tenant switched off by its operator (`npm run tenant -- disable`) says so, rather than "wrong password".
    if (await tenantDisabled(ctx.db, ctx.tenant.id)) {
      return { _tag: 'Forbidden', status: 403, message: message('tenants.disabled', { name: ctx.tenant.name }), extra: { error: 'tenant_disabled', code: 'tenant_disabled' } };
    }
    const deps = { db: ctx.db, config: ctx.config, tenantId: ctx.tenant.id, ip: ctx.ip, now: ctx.now() };
    const result = body.grant_type === 'password' ? await passwordGrant(deps, body.username, body.password) : await refreshGrant(deps, body.refresh_token);
    return isFailure(result) ? result : json(result);
  },

  revokeToken: async (ctx) => {
    // The pipeline authenticated this very token, so it is present and valid.
    const token = bearerToken(ctx.request.headers.get('authorization') ?? undefined);
    if (token) await revokeSession(ctx.db, ctx.tenant.id, hashToken(token));
    await recordAudit(ctx.db, { tenantId: ctx.tenant.id, actor: ctx.user, action: 'auth.logout', ip: ctx.ip, now: ctx.now() });
    return noContent();
  },

  requestPasswordReset: async (ctx) => {
    // The same answer whether the address has an account, was throttled, or neither (auth/passwordReset.ts).
    await requestReset(ctx.db, ctx.config, ctx.mailer, ctx.tenant, ctx.body.email, { ip: ctx.ip });
    // Spec §8's notice, in the reader's words.
    return ok({ message: renderMessage(message('auth.resetMailSent'), ctx.language) });
  },

  findPasswordResetToken: async (ctx) => {
    const found = await findReset(ctx.db, ctx.tenant.id, ctx.params.token);
    if (found._tag === 'Missing') return notFound(TOKEN_MISSING);
    if (found._tag === 'Expired') return invalid({ token: [TOKEN_EXPIRED] }, TOKEN_EXPIRED);
    return ok({ email: found.email, token: ctx.params.token });
  },

  createPassword: async (ctx) => {
    const { email, token, password, password_confirmation } = ctx.body;
    const errors = newPasswordErrors(password, password_confirmation);
    if (errors) return invalid(errors);
    const outcome = await completeReset(ctx.db, ctx.tenant.id, email, token, password, ctx.now());
    if (outcome._tag === 'Missing') return notFound(TOKEN_MISSING);
    if (outcome._tag === 'Expired') return invalid({ token: [TOKEN_EXPIRED] }, TOKEN_EXPIRED);
    return ok({ message: renderMessage(message('auth.passwordChanged'), ctx.language) });
  },

  getInvitation: async (ctx) => {
    const view = await findInvitation(ctx.db, ctx.tenant.id, ctx.tenant.timezone, ctx.params.invitationId);
    return view ? ok(view) : notFound(message('auth.invitationMissing'));
  },

  acceptInvitation: async (ctx) => {
    const errors = newPasswordErrors(ctx.body.password, ctx.body.password_confirmation);
    if (errors) return invalid(errors);
    const outcome = await acceptInvitation(ctx.db, ctx.tenant.id, ctx.params.invitationId, {
      password: ctx.body.password,
      name: ctx.body.name,
      now: ctx.now(),
    });
    if (outcome._tag === 'Missing') return notFound(message('auth.invitationMissing'));
    if (outcome._tag === 'NotPending') {
      // Each its own words and a way forward: an accepted invitation signs in, an expired one asks for a new invitation.
      const accepted = outcome.status === 'accepted';
      return { ...conflict(message(accepted ? 'auth.invitationAccepted' : 'auth.invitationExpired')), extra: { code: accepted ? 'invitation_accepted' : 'invitation_expired' } };
    }
    const now = ctx.now();
    const [who] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, outcome.userId)).limit(1);
    await recordAudit(ctx.db, {
      tenantId: ctx.tenant.id,
      actor: who ? { id: outcome.userId, ...who } : null,
      action: 'auth.invitation_accepted',
      ip: ctx.ip,
      now,
      subject: { type: 'user', id: outcome.userId, label: who?.email ?? null },
    });
    // Accepting signs the user in: the same plain token answer as POST /oauth/token.
    return json(await issueTokens(ctx.db, ctx.config, ctx.tenant.id, outcome.userId));
  },
} satisfies HandlerMap;
