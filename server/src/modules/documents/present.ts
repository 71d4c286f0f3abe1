import { presentMedia } from '../../media/store.ts';
import type { Schema } from '../../http/operationTypes.ts';
import type { DocumentView } from './repository.ts';

// Documents → wire (contract Document).

export function presentDocument(v: DocumentView): Schema<'Document'> {
  const r = v.row;
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    file: presentMedia(v.file),
    profile_id: r.profileId,
    profile: v.profile,
    created_by: v.createdBy,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}
