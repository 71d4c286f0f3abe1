import type { Package } from '../../api/packages.ts';
import type { BadgeTone } from '../components/Badge.tsx';

export type PackageStatus = Package['status'];

export const PACKAGE_STATUS_TONES: Readonly<Record<PackageStatus, BadgeTone>> = { assigned: 'neutral', acknowledged: 'info', evaluated: 'success' };
