import type { MessageDescriptor } from '../messageDescriptor.ts';

/**
 * The guard messages of spec §5 and §8 other than missing ids (see requireId.ts), named by what went
 * wrong. Values are keys of the `errors` namespace, whose English texts are the spec's exact wording.
 */
export const GUARD_MESSAGE_KEYS = {
  newsletterListIdRequiredToCreateGroup: 'newsletter.listIdRequiredToCreateGroup',
  newsletterListAndGroupIdRequiredToUpdateGroup: 'newsletter.listAndGroupIdRequiredToUpdateGroup',
  newsletterNotConfigured: 'newsletter.notConfigured',
  mediaNotFound: 'media.notFound',
  noProfileSelected: 'media.noProfileSelected',
  noWorkSelected: 'media.noWorkSelected',
  vacationHoursNotSet: 'vacations.vacationHoursNotSet',
  workingHoursNotSet: 'vacations.workingHoursNotSet',
  leaveHoursNotSet: 'vacations.leaveHoursNotSet',
  vacationDataInvalid: 'vacations.invalidData',
  vacationDecisionNotAllowed: 'vacations.decisionNotAllowed',
  completedTaskNotTrackable: 'tasks.completedNotTrackable',
  vacationEventNotResizable: 'events.vacationNotResizable',
  vacationEventFollowsRequest: 'events.followsRequest',
  proposalWithoutRecipient: 'proposals.noRecipient',
  proposalWithoutAddressAsRecipient: 'proposals.noAddressAsRecipient',
  sampleApprovalNotAllowed: 'samples.approvalNotAllowed',
  sampleSameApprover: 'samples.sameApprover',
  invalidCredentials: 'auth.invalidCredentials',
  passwordResetTokenNotFound: 'auth.resetTokenNotFound',
  passwordResetTokenExpired: 'auth.resetTokenExpired',
} as const;

export type GuardFailure = keyof typeof GUARD_MESSAGE_KEYS;

export const guardMessage = (failure: GuardFailure): MessageDescriptor => ({
  ns: 'errors',
  key: GUARD_MESSAGE_KEYS[failure],
  params: {},
});
