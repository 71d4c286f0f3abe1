import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Dialog } from '../components/Dialog.tsx';
import { hasScreen } from '../app/routes.ts';
import { goToShortcuts } from './moduleShortcuts.ts';
import { useAccess } from '../app/sessionHooks.ts';

export type ShortcutsDialogProps = { readonly open: boolean; readonly onClose: () => void };

const kbd = css({ fontFamily: 'mono', fontSize: 'sm', px: '1.5', py: '0.5', borderWidth: '1px', borderColor: 'borderStrong', borderRadius: 'control', bg: 'surfaceMuted', color: 'text' });
const row = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', py: '1' });

/** The list `?` opens: every shortcut the user may use here, the `g` ones only for modules they may open. */
const ShortcutsDialog = ({ open, onClose }: ShortcutsDialogProps) => {
  const { t } = useTranslation(['palette', 'app']);
  const access = useAccess();
  const general: { keys: readonly string[]; label: string }[] = [
    { keys: ['Ctrl', 'K'], label: t('palette:shortcuts.palette') },
    { keys: ['?'], label: t('palette:shortcuts.help') },
    { keys: ['n'], label: t('palette:shortcuts.create') },
    { keys: ['/'], label: t('palette:shortcuts.focusSearch') },
  ];
  const keysOf = (keys: readonly string[]) => (
    <span className={css({ display: 'inline-flex', gap: '1', flexShrink: 0 })}>
      {keys.map((k) => (
        <kbd key={k} className={kbd}>
          {k}
        </kbd>
      ))}
    </span>
  );
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())} title={t('palette:shortcuts.title')} description={t('palette:shortcuts.intro')}>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, minW: { base: 'auto', sm: '32rem' } })}>
        <section aria-labelledby="shortcuts-general">
          <h3 id="shortcuts-general" className={css({ fontWeight: '600', mb: '1' })}>
            {t('palette:shortcuts.general')}
          </h3>
          <ul>
            {general.map((s) => (
              <li key={s.label} className={row}>
                <span>{s.label}</span>
                {keysOf(s.keys)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="shortcuts-goto">
          <h3 id="shortcuts-goto" className={css({ fontWeight: '600', mb: '1' })}>
            {t('palette:shortcuts.goTo')}
          </h3>
          <ul>
            {goToShortcuts(access, hasScreen).map(({ letter, entry }) => (
              <li key={letter} className={row}>
                <span>{t(`app:${entry.labelKey}`)}</span>
                <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', flexShrink: 0 })}>
                  {keysOf([t('palette:shortcuts.keyG')])}
                  <span className={css({ textStyle: 'small', color: 'muted' })}>{t('palette:shortcuts.then')}</span>
                  {keysOf([letter])}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Dialog>
  );
};

export default ShortcutsDialog;
