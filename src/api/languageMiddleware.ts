import type { Middleware } from 'openapi-fetch';

// The server words its answers (refusals, mails it sends on our behalf, PDFs and exports) in the reader's language:
// their saved preference once signed in, else this header. Sending the app's current language on every call lets a
// reader who is not signed in yet (login, password reset, an invitation) read the server in the language they chose.

/** The app's language now (it may change while the app runs), or undefined before i18n started. */
export type CurrentLanguage = () => string | undefined;

export const acceptLanguageMiddleware = (language: CurrentLanguage): Middleware => ({
  onRequest({ request }) {
    const current = language();
    if (current && !request.headers.has('accept-language')) request.headers.set('accept-language', current);
    return request;
  },
});
