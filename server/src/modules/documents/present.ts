import { presentMedia } from '../../media/store.ts';
import type { DocumentView } from './repository.ts';

// Documents → wire (contract Document).

export function presentDocument(v: DocumentView): Record<string, unknown> {
  const r = v.row;
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    file: v.file ? presentMedia(v.file) : null,
    profile_id: r.profileId,
    profile: v.profile,
    created_by: v.createdBy,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}
