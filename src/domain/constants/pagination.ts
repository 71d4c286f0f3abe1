/** Page size sent with list calls unless the caller asks otherwise (spec §7, §9). */
export const DEFAULT_PAGE_SIZE = 50;

/**
 * Lists fetched whole: the spec sends no default page size for them (they feed pickers and permission
 * tables, where a silently truncated list would be a bug). Named by their API path segment.
 */
export const UNPAGED_RESOURCES = ['price-lists', 'categories', 'profile-categories', 'permissions'] as const;

export type UnpagedResource = (typeof UNPAGED_RESOURCES)[number];

export const isUnpagedResource = (resource: string): resource is UnpagedResource =>
  (UNPAGED_RESOURCES as readonly string[]).includes(resource);
