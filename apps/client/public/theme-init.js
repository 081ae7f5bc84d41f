// Applies the stored theme before first paint so a dark choice never flashes white.
// An external file because the server's Content-Security-Policy forbids inline scripts.
// Keep the key and values in step with libs/ui/src/theme-provider.tsx.
(function () {
  try {
    var stored = localStorage.getItem('atrium-theme');
    var dark =
      stored === 'dark' ||
      ((stored === null || stored === 'system') && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {
    // Storage or matchMedia unavailable: the app applies the theme once it starts.
  }
})();
