import type { Package } from '../../api/packages.ts';
import type { BadgeTone } from '../components/Badge.tsx';

export type PackageStatus = Package['status'];

/** assigned → rated → visible → acknowledged (one way: the server refuses going back). */
export const PACKAGE_STATUS_TONES: Readonly<Record<PackageStatus, BadgeTone>> = { assigned: 'neutral', rated: 'info', visible: 'warning', acknowledged: 'success' };
