import { dataImportStory } from './dataImport/dataImport.story.ts';
import { duplicateCheckStory } from './duplicateCheck/duplicateCheck.story.ts';
import { newsletterSubscriptionStory } from './newsletterSubscription/newsletterSubscription.story.ts';
import { packageEvaluationStory } from './packageEvaluation/packageEvaluation.story.ts';
import { profileMergeStory } from './profileMerge/profileMerge.story.ts';
import { proposalSendingStory } from './proposalSending/proposalSending.story.ts';
import { sampleApprovalStory } from './sampleApproval/sampleApproval.story.ts';
import { sectionAccessStory } from './sectionAccess/sectionAccess.story.ts';
import type { ProcessStory } from './story/processStory.ts';
import { taskTrackingStory } from './tracking/taskTracking.story.ts';
import { vacationStatusStory } from './vacationStatus/vacationStatus.story.ts';

/**
 * The business workflows (issue 35): the machines a process owner reads in Processi, each with its story. A machine
 * of the registry without a story is technical (form, lists, clock…) and is shown on the developers' page only.
 * A new business workflow (a data import) is its registry entry, its story here, and its words.
 */
export const PROCESS_STORIES: readonly ProcessStory[] = [
  vacationStatusStory,
  sampleApprovalStory,
  proposalSendingStory,
  taskTrackingStory,
  newsletterSubscriptionStory,
  packageEvaluationStory,
  profileMergeStory,
  dataImportStory,
  duplicateCheckStory,
  sectionAccessStory,
];

export const processStory = (machineId: string): ProcessStory | undefined => PROCESS_STORIES.find((story) => story.machineId === machineId);
