import type { Viewer } from './vacationStatus.types.ts';

// Who decides a request (contract changeVacationStatus, issue 14 point 4): holders of vacations.changeStatus on
// anyone's, a team leader on the requests of the people they lead, and nobody on their own (the server agrees).

export const mayDecideOn = (viewer: Viewer, requesterId: number): boolean =>
  requesterId !== viewer.userId && (viewer.canChangeStatus || viewer.team.includes(requesterId));

/** Whether the viewer decides anybody's requests: shows the approver's columns, filters and dashboard panel. */
export const isApprover = (viewer: Viewer): boolean => viewer.canChangeStatus || viewer.team.length > 0;
