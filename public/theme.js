// Applies the remembered theme before the first paint. An external file, not an inline script: the Content
// Security Policy allows scripts from 'self' only. Same key and rules as src/ui/app/theme.ts.
(function () {
  var choice;
  try {
    choice = localStorage.getItem('bottega.theme');
  } catch {
    // Storage refused (private mode, blocked cookies): follow the system.
    choice = null;
  }
  var dark = choice === 'dark' || (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
