import { confirmed } from '../../domain/validation/confirmed.ts';
import { password } from '../../domain/validation/password.ts';
import { required } from '../../domain/validation/required.ts';

export type NewPasswordValues = { password: string; password_confirmation: string };

/** The password rule of spec §5 plus its confirmation (Laravel's `confirmed`: the `_confirmation` field). */
export const NEW_PASSWORD_SCHEMA = {
  password: [required, password, confirmed],
  password_confirmation: [required],
} as const;
