// The draft ↔ wire conversions are the event editor's logic now (src/machines/eventEditor/eventDraft.ts); this path
// stays for the calendar's own tests that read them here.
export { createBody, draftOf, emptyDraft, updateBody } from '../../machines/eventEditor/eventDraft.ts';
