import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Checkbox } from '../components/Checkbox.tsx';
import { Switch } from '../components/Switch.tsx';
import { actionLabel, heldWhileOff, moduleLabel, togglePermission, type PermissionGroup } from './permissionGroups.ts';

export type PermissionEditorProps = {
  groups: readonly PermissionGroup[];
  granted: readonly string[];
  onChange: (granted: string[]) => void;
  /** The admin role: every box shown ticked, nothing editable. */
  allGranted: boolean;
};

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: '3' });
const card = css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3', display: 'flex', flexDirection: 'column', gap: '1', minW: 0 });
const legend = css({ fontWeight: '600', mb: '1' });

const note = css({ textStyle: 'small', color: 'muted', m: 0 });

/**
 * One card per module: the module switch (its bare key) and the actions. The switch opens the module's menu and
 * screens; each action is checked by its own key wherever it is used, so an action held under a switched-off module
 * is shown as it is (ticked, changeable) with what it still does, never as a greyed tick that cannot be taken away.
 */
export const PermissionEditor = ({ groups, granted, onChange, allGranted }: PermissionEditorProps) => {
  const { t } = useTranslation('admin');
  const set = new Set(granted);
  const has = (name: string) => allGranted || set.has(name);
  return (
    <div className={grid}>
      {groups.map((group) => {
        const label = moduleLabel(t, group.module);
        const noteId = `permission-note-${group.module}`;
        const stillApplying = allGranted ? [] : heldWhileOff(set, group);
        return (
          <fieldset key={group.module} className={card} aria-describedby={stillApplying.length > 0 ? noteId : undefined}>
            <legend className={legend}>{label}</legend>
            {group.switchKey !== null ? (
              <Switch
                label={t('admin:permissionActions.module')}
                checked={has(group.switchKey)}
                disabled={allGranted}
                onCheckedChange={(on) => onChange([...togglePermission(set, group, group.switchKey ?? '', on)])}
              />
            ) : null}
            {stillApplying.length > 0 ? (
              <p id={noteId} className={note}>
                {t('admin:roles.moduleOffHeld', { module: label })}
              </p>
            ) : null}
            {group.actions.map((action) => (
              <Checkbox
                key={action.name}
                label={actionLabel(t, action.action)}
                checked={has(action.name)}
                disabled={allGranted}
                onCheckedChange={(on) => onChange([...togglePermission(set, group, action.name, on)])}
              />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
};
