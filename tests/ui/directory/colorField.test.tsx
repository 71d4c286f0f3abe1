// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enDirectory from '../../../locales/en/directory.json';
import { ColorField } from '../../../src/ui/directory/ColorField.tsx';
import { setupTestI18n } from '../components/i18nForTests.ts';

// A company's calendar colour could not be edited anywhere: the form now holds it as a code and a picker.

beforeAll(async () => {
  await setupTestI18n();
  i18next.addResourceBundle('en', 'directory', enDirectory);
});
afterEach(cleanup);

const Harness = ({ initial }: { initial: string }) => {
  const [value, setValue] = useState(initial);
  return <ColorField label="Calendar colour" value={value} onValueChange={setValue} />;
};

describe('the colour field', () => {
  it('names both controls; a colour picked fills the code, a code typed moves the picker', async () => {
    const user = userEvent.setup();
    render(<Harness initial="#0EA5E9" />);
    const code = screen.getByRole('textbox', { name: 'Calendar colour' }) as HTMLInputElement;
    const picker = screen.getByLabelText('Calendar colour: choose') as HTMLInputElement;
    expect(code.value).toBe('#0EA5E9');
    expect(picker.value).toBe('#0ea5e9');
    fireEvent.change(picker, { target: { value: '#ff0000' } });
    expect(code.value).toBe('#ff0000');
    await user.clear(code);
    await user.type(code, '#1E90FF');
    expect(picker.value).toBe('#1e90ff');
    await user.clear(code);
    expect(code.value).toBe('');
    expect(screen.getByText(/or empty for none/)).toBeTruthy();
  });
});
