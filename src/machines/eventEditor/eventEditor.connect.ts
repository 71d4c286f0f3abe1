import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { ErrorTag, FieldErrors } from '../generic/errorTag.ts';
import type { EventDraft, EventEditorContext } from './eventEditor.types.ts';

// What the event editor shows, from a snapshot alone (DESIGN.md §6). Pure: tested without React.

type Snapshot<Saved> = { readonly context: EventEditorContext<Saved>; readonly value: unknown };

export type EventEditorView<Saved> = {
  readonly draft: EventDraft;
  /** A save is on its way (creating, or moving then updating): the form waits. */
  readonly saving: boolean;
  /** Which step of saving an existing event runs, for the status line. */
  readonly phase: 'moving' | 'updating' | null;
  /** The event as saved, once the editor is done. */
  readonly saved: Saved | null;
  readonly refusal: MessageDescriptor | null;
  readonly errorTag: ErrorTag | null;
  readonly fieldErrors: FieldErrors;
};

export const connectEventEditor = <Saved>(snapshot: Snapshot<Saved>): EventEditorView<Saved> => {
  const { context, value } = snapshot;
  return {
    draft: context.draft,
    saving: value === 'creating' || value === 'moving' || value === 'updating',
    phase: value === 'moving' || value === 'updating' ? value : null,
    saved: value === 'saved' ? context.saved : null,
    refusal: context.refusal,
    errorTag: context.errorTag,
    fieldErrors: context.fieldErrors,
  };
};
