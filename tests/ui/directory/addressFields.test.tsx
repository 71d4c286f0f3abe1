// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enDirectory from '../../../locales/en/directory.json';
import { AddressFieldset } from '../../../src/ui/directory/AddressFields.tsx';
import { emptyAddress, type AddressValues } from '../../../src/ui/directory/addressForm.ts';
import { resetPlacesLoader } from '../../../src/ui/components/placesLoader.ts';
import { setupTestI18n } from '../components/i18nForTests.ts';

beforeAll(async () => {
  await setupTestI18n();
  i18next.addResourceBundle('en', 'directory', enDirectory);
});
afterEach(() => {
  cleanup();
  resetPlacesLoader();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const Harness = ({ mapsKey }: { mapsKey: string | null }) => {
  const [values, setValues] = useState<AddressValues>(emptyAddress);
  return (
    <>
      <AddressFieldset values={values} errors={{}} mapsKey={mapsKey} onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
};

const typeInto = (label: string, value: string) => {
  const input = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
};

const mapsScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src.startsWith('https://maps.googleapis.com/'));

describe('address fields', () => {
  it('without a key load nothing and work as plain structured fields (offline)', () => {
    render(<Harness mapsKey={null} />);
    typeInto('Street', 'Via Po');
    typeInto('Number', '12/B');
    typeInto('Province', 'to');
    expect(mapsScripts()).toHaveLength(0);
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '{}')).toMatchObject({ street: 'Via Po', streetNumber: '12/B', province: 'TO', country: 'IT' });
  });

  it('with a key load the places library once, on the street field only, with region IT and the app language', async () => {
    render(<Harness mapsKey="k-123" />);
    typeInto('City', 'Torino');
    expect(mapsScripts()).toHaveLength(0);
    typeInto('Street', 'Via Po');
    const [script] = mapsScripts();
    expect(mapsScripts()).toHaveLength(1);
    const params = new URL(script?.src ?? '').searchParams;
    expect({ key: params.get('key'), libraries: params.get('libraries'), region: params.get('region'), language: params.get('language') }).toEqual({ key: 'k-123', libraries: 'places', region: 'IT', language: 'en' });
    // No network here: the script fails, and the fields keep working.
    script?.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    typeInto('Number', '12');
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '{}')).toMatchObject({ street: 'Via Po', streetNumber: '12', city: 'Torino' });
  });
});
