import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { FormMachine, FormValues } from '../../machines/generic/form.machine.ts';
import { sameFormValues } from '../../machines/generic/form.selectors.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { draftKey, keepDraft, takeDraft } from './formDrafts.ts';
import { notify } from './notify.ts';

/**
 * Keeps what a form holds when the session ends under it, and gives it back after the person signs in again and
 * returns to the same address (the sign-in screen's `next`): the form's values as they were, marked unsaved.
 * A sign-out asked for keeps nothing. Read at the moment the form goes away: the form may still be waiting for the
 * save whose 401 ended the session, so "changed" is the values against the initial ones, not the form's state.
 */
const storage = (): Storage => globalThis.sessionStorage;

type SessionRef = ReturnType<typeof SessionContext.useActorRef>;

/**
 * The app's session, or null where a form is drawn without one (a component test): such a form has no session to
 * lose. The hook reads React context either way (the same hooks in the same order); only its refusal is caught.
 */
const useOptionalSession = (): SessionRef | null => {
  try {
    return SessionContext.useActorRef();
  } catch {
    return null;
  }
};

/** `scope`: the record a form of this address edits, when the address does not name it (useForm's draftScope). */
export const useFormDraft = <Values extends FormValues, Result>(actor: ActorRefFrom<FormMachine<Values, Result>>, scope?: string): void => {
  const session = useOptionalSession();
  const { t } = useTranslation('common');
  useEffect(() => {
    const userId = session?.getSnapshot().context.user?.id;
    if (session === null || userId === undefined) return undefined;
    const key = draftKey(`${window.location.pathname}${window.location.search}${scope === undefined ? '' : `@${scope}`}`, actor.getSnapshot().context.values);
    const draft = takeDraft(storage(), key, userId);
    if (draft !== null) {
      const current = actor.getSnapshot().context.values;
      const restored = Object.entries(draft).filter(([field, value]) => Object.hasOwn(current, field) && !sameFormValues({ value }, { value: current[field] }));
      for (const [field, value] of restored) actor.send({ type: 'form.change', field, value });
      if (restored.length > 0) notify.info(t('common:notices.draftRestored'));
    }
    return () => {
      const ended = session.getSnapshot();
      const { values, initialValues } = actor.getSnapshot().context;
      const endedUnasked = ended.context.notice === 'sessionExpired' || ended.context.notice === 'sessionRevoked';
      if (ended.matches('unauthenticated') && endedUnasked && !sameFormValues(values, initialValues)) keepDraft(storage(), key, userId, values);
    };
  }, [actor, session, t, scope]);
};
