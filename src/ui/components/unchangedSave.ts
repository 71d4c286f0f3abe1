import { notify } from './notify.ts';

// The unchanged-save rule of the edit forms: a save whose body is the one the loaded record gives sends nothing (the
// logic answers null, src/machines/generic/unchangedSave.ts) and says "Nothing to save: … is as it was.", then the
// screen goes on as after a save. Each module's catalogue holds its sentence (`edit.unchanged`), always of the shape
// "Niente da salvare: …" / "Nothing to save: …" (tests/e2e/edit-roundtrip.spec.ts stops waiting for a write on it).

/**
 * The body a save of `values` sends, or null when it is the body of what was loaded (`initial`): the comparison is on
 * the bodies, so spaces trimmed away, blanks sent as null and numbers written either way count as no change.
 */
export const bodyIfChanged = <Values, Body>(toBody: (values: Values) => Body, values: Values, initial: Values): Body | null => unlessSame(toBody(values), toBody(initial));

/** `body`, or null when it is the same as `loaded` (the body the loaded record gives). */
export const unlessSame = <Body,>(body: Body, loaded: Body): Body | null => (JSON.stringify(body) === JSON.stringify(loaded) ? null : body);

/** After a save: `unchanged` ("Nothing to save: …") when nothing was sent (`saved` null), else `updated`. */
export const notifySaved = (saved: unknown, texts: { readonly unchanged: string; readonly updated: string }): void => {
  if (saved === null) notify.info(texts.unchanged);
  else notify.success(texts.updated);
};

/**
 * The entries of `entries` (settings, one call each) that differ from the entry of the same key built from what was
 * loaded (`loaded`): an unchanged one is not sent again, and none left means nothing to save.
 */
export const changedEntries = <Entry extends { readonly key: string }>(entries: readonly Entry[], loaded: readonly Entry[]): readonly Entry[] =>
  entries.filter((entry) => JSON.stringify(entry) !== JSON.stringify(loaded.find((before) => before.key === entry.key)));

/** After a save of settings, one call each: nothing sent says so, else `texts.updated`. */
export const notifySettingsSaved = (saved: readonly unknown[], texts: { readonly unchanged: string; readonly updated: string }): void =>
  notifySaved(saved.length === 0 ? null : saved, texts);
