import { warmStart } from './app/warm-start';
import { casSignIn } from './session/cas-sign-in';

// The entry is small on purpose: with a stored token the menu request leaves before React and Fluent have even
// arrived (they are fetched side by side from index.html's modulepreload links). The app renders once it and the
// chunks its first render needs are here, so that render does not suspend.
// Built for CAS single sign-on (VITE_CAS_SERVER_URL), a visitor without a token signs in there first.
void casSignIn(window.location).then((leaving) => {
  if (leaving) return;
  const needed = warmStart(window.location.pathname);
  void Promise.all([import('./app/render-app'), needed]).then(([{ renderApp }]) => renderApp());
});
