import { useTenant } from './sessionHooks.ts';

/** The tenant's favicon and name in the document head (React 19 hoists these elements). */
export const TenantBranding = () => {
  const tenant = useTenant();
  if (tenant === null) return null;
  return (
    <>
      <title>{`${tenant.name} · Bottega`}</title>
      {tenant.faviconUrl ? <link rel="icon" href={tenant.faviconUrl} /> : null}
    </>
  );
};
