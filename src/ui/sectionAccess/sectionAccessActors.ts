// The per-user section charts are the section access logic's now (src/machines/sectionAccess/sectionAccess.actors.ts);
// this path stays for the tests that read them here.
export { sectionAccessActor, type SectionAccessActor, type SectionAccessOwner } from '../../machines/sectionAccess/sectionAccess.actors.ts';
