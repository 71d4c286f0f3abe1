import { required } from '../../domain/validation/required.ts';
import { email } from '../../domain/validation/email.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

export type LoginValues = { readonly username: string; readonly password: string };

export const LOGIN_SCHEMA: FormSchema<keyof LoginValues> = {
  username: [required, email],
  password: [required],
};
