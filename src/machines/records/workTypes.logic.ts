import { createWorkType, deleteWorkType, getWorkType, listWorkTypes, updateWorkType } from '../../api/workTypes.ts';

// The work types on the generic named-record screens: their calls, bound here so the descriptor names no API.

export const workTypeCalls = { list: listWorkTypes, get: getWorkType, create: createWorkType, update: updateWorkType, remove: deleteWorkType } as const;
