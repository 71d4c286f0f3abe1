import { Badge, type BadgeTone } from './Badge.tsx';

export type StatusBadgeProps<Status extends string> = {
  status: Status;
  /** Tone per status: one table per domain (task, approval, upload…) keeps colours consistent. */
  tones: Readonly<Record<Status, BadgeTone>>;
  /** Translated label of the status. */
  label: string;
};

export const StatusBadge = <Status extends string>({ status, tones, label }: StatusBadgeProps<Status>) => <Badge tone={tones[status]}>{label}</Badge>;
