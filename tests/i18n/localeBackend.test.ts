import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createLocaleBackend } from '../../src/i18n/localeBackend.ts';

describe('locale backend', () => {
  it('loads a namespace only when it is asked for', async () => {
    const tasksIt = vi.fn(() => Promise.resolve({ default: { title: 'Attività' } }));
    const commonIt = vi.fn(() => Promise.resolve({ default: { save: 'Salva' } }));
    const instance = createInstance().use(
      createLocaleBackend({ '../../locales/it/tasks.json': tasksIt, '../../locales/it/common.json': commonIt }),
    );
    await instance.init({ lng: 'it', fallbackLng: 'it', supportedLngs: ['it'], ns: ['common'], defaultNS: 'common' });

    expect(commonIt).toHaveBeenCalledOnce();
    expect(tasksIt).not.toHaveBeenCalled();

    await instance.loadNamespaces('tasks');
    expect(tasksIt).toHaveBeenCalledOnce();
    expect(instance.t('tasks:title')).toBe('Attività');
  });

  it('reports a missing file without retrying', async () => {
    const read = vi.fn();
    const backend = createLocaleBackend({});
    backend.read('it', 'nowhere', read);
    expect(read).toHaveBeenCalledWith(expect.any(Error), false);
  });
});
