import type { MyPasswordInput } from '../../api/myPassword.ts';
import { confirmed } from '../../domain/validation/confirmed.ts';
import { password } from '../../domain/validation/password.ts';
import { required } from '../../domain/validation/required.ts';

// Settings → General → Your password: the current password, the new one by the rule of spec §5, and its
// confirmation (Laravel's `<field>_confirmation`, which the `confirmed` rule reads).

export type MyPasswordValues = { current_password: string; password: string; password_confirmation: string };

export const EMPTY_MY_PASSWORD: MyPasswordValues = { current_password: '', password: '', password_confirmation: '' };

export const MY_PASSWORD_SCHEMA = {
  current_password: [required],
  password: [required, password, confirmed],
  password_confirmation: [required],
} as const;

export const myPasswordBody = (values: MyPasswordValues): MyPasswordInput => ({
  currentPassword: values.current_password,
  password: values.password,
  passwordConfirmation: values.password_confirmation,
});
