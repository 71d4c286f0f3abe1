/** The tenant's zone when its settings name none (spec §9: the product is Italian first). */
export const DEFAULT_TIME_ZONE = 'Europe/Rome';
