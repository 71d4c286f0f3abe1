import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import { mergeProfiles, previewProfileMerge, type Profile } from '../../api/profiles.ts';
import { fromApiEffect } from '../generic/fromApiEffect.ts';
import { profileMergeMachine, type MergeMoves, type MergeParty, type MergeRequest } from './profileMerge.machine.ts';

// The merge statechart bound to the API (preview, then merge), given a client; the dialog only renders and words
// the outcome the named effects report.

export type ProfileMergeDependencies = {
  readonly client: ApiClient;
  /** The profiles are merged: the survivor as the server answers it. */
  readonly onMerged: (survivor: Profile) => void;
  readonly onMergeFailed: () => void;
};

export const createProfileMergeLogic = ({ client, onMerged, onMergeFailed }: ProfileMergeDependencies) =>
  profileMergeMachine.provide({
    actors: {
      loadPreview: fromApiEffect((request: MergeRequest) => Effect.map(previewProfileMerge(client, request.survivorId, request.sourceIds), (rows): readonly MergeMoves[] => rows)),
      mergeProfiles: fromApiEffect((request: MergeRequest): Effect.Effect<MergeParty, ApiError> => mergeProfiles(client, request.survivorId, request.sourceIds)),
    },
    actions: {
      // The chart names the survivor as a party; the actor above answered it with the server's whole profile.
      merged: (_, params) => onMerged(params.survivor as Profile),
      mergeFailed: () => onMergeFailed(),
    },
  });
