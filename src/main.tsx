import { createRoot } from 'react-dom/client';
import './index.css';
import { initI18n, i18n, loadNamespaces } from './i18n/i18n.ts';
import { App } from './ui/app/App.tsx';
import { createAppServices } from './ui/app/appServices.ts';
import { rememberedLanguage } from './ui/app/languageStore.ts';

// The shell's texts load with the start-up namespaces, before the first render.
const SHELL_NAMESPACES = ['ui', 'app'] as const;

const start = async () => {
  await initI18n(rememberedLanguage());
  await loadNamespaces(SHELL_NAMESPACES);
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  createRoot(root).render(<App services={createAppServices(i18n)} />);
};

void start();
