import { warmStart } from './app/warm-start';

// The entry is small on purpose: with a stored token the menu request leaves before React and Fluent have even
// arrived (they are fetched side by side from index.html's modulepreload links). The app renders once it and the
// chunks its first render needs are here, so that render does not suspend.
const needed = warmStart(window.location.pathname);
void Promise.all([import('./app/render-app'), needed]).then(([{ renderApp }]) => renderApp());
