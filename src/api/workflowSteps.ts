import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { Schema } from './operationTypes.ts';

// The recorded moves of offers, packages, newsletter recipients and imports (issue 35, table workflow_steps): each
// read with its record's own permission and scope.

export type WorkflowStep = Schema<'WorkflowStep'>;

export const getProposalSteps = (client: ApiClient, id: number): Effect.Effect<readonly WorkflowStep[], ApiError> =>
  call((signal) => client.GET('/proposals/{id}/steps', { params: { path: { id } }, signal }));

export const getPackageSteps = (client: ApiClient, id: number): Effect.Effect<readonly WorkflowStep[], ApiError> =>
  call((signal) => client.GET('/packages/{id}/steps', { params: { path: { id } }, signal }));

export const getNewsletterRecipientSteps = (client: ApiClient, listId: number, recipientId: number): Effect.Effect<readonly WorkflowStep[], ApiError> =>
  call((signal) => client.GET('/newsletter/mailup/lists/{listId}/recipients/{recipientId}/steps', { params: { path: { listId, recipientId } }, signal }));

export const getImportSteps = (client: ApiClient, id: number): Effect.Effect<readonly WorkflowStep[], ApiError> =>
  call((signal) => client.GET('/imports/{id}/steps', { params: { path: { id } }, signal }));
