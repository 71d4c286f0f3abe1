import type { MockControls } from './controls.ts';
import { SCENARIOS, type ScenarioName } from './scenarios.ts';

// The scenario switcher of mock mode: a small labelled select in a corner, outside the app's React tree (it is
// not part of the product and must not be in its bundle). Its texts follow the page's language, both languages.

const TEXTS: Readonly<Record<'it' | 'en', { label: string; scenarios: Record<ScenarioName, string> }>> = {
  it: {
    label: 'API simulata',
    scenarios: { normal: 'Dati normali', empty: 'Azienda vuota', slow: 'Rete lenta', errors: 'Errori del server', expired: 'Sessione scaduta' },
  },
  en: {
    label: 'Mocked API',
    scenarios: { normal: 'Normal data', empty: 'Empty tenant', slow: 'Slow network', errors: 'Server errors', expired: 'Expired session' },
  },
};

const textsFor = (lang: string) => (lang.startsWith('en') ? TEXTS.en : TEXTS.it);

export const mountScenarioSwitcher = (controls: MockControls, doc: Document = document): HTMLElement => {
  const box = doc.createElement('div');
  box.dataset.mockSwitcher = '';
  box.setAttribute('style', 'position:fixed;left:4px;bottom:4px;z-index:2147483000;font:12px system-ui,sans-serif;background:#fff8d6;color:#1f1f1f;border:1px solid #b59b00;border-radius:4px;padding:2px 6px;display:flex;gap:4px;align-items:center');
  const label = doc.createElement('label');
  label.htmlFor = 'bottega-mock-scenario';
  const select = doc.createElement('select');
  select.id = 'bottega-mock-scenario';
  select.setAttribute('style', 'font:inherit');
  for (const name of SCENARIOS) {
    const option = doc.createElement('option');
    option.value = name;
    select.append(option);
  }
  select.value = controls.scenario();
  select.addEventListener('change', () => {
    controls.use(select.value as ScenarioName);
    doc.defaultView?.location.reload();
  });
  const render = () => {
    const texts = textsFor(doc.documentElement.lang);
    label.textContent = texts.label;
    for (const option of select.options) option.textContent = texts.scenarios[option.value as ScenarioName];
  };
  render();
  new MutationObserver(render).observe(doc.documentElement, { attributes: true, attributeFilter: ['lang'] });
  box.append(label, select);
  doc.body.append(box);
  return box;
};
