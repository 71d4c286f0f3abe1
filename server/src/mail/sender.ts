import type { TenantInfo } from '../http/context.ts';

// Who a tenant's mails come from (tenant settings `mail.from_name`, `mail.from_address`, `mail.reply_to`): the
// customer sees the tenant, not the platform, and answers go where the tenant reads them.

const PLATFORM_ADDRESS = 'no-reply@bottega.local';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const isAddress = (value: string): boolean => /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value);
const quoted = (name: string): string => `"${name.replace(/["\\]/g, '')}"`;

export function senderOf(tenant: Pick<TenantInfo, 'name' | 'settings'>): { readonly from: string; readonly replyTo?: string } {
  const name = text(tenant.settings.get('mail.from_name')) ?? tenant.name;
  const address = text(tenant.settings.get('mail.from_address'));
  const replyTo = text(tenant.settings.get('mail.reply_to'));
  return {
    from: `${quoted(name)} <${address && isAddress(address) ? address : PLATFORM_ADDRESS}>`,
    ...(replyTo && isAddress(replyTo) ? { replyTo } : {}),
  };
}
