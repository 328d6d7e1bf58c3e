import { warmStart } from './app/warm-start';

// The entry is small on purpose: with a stored token the menu request leaves before React and Fluent have even
// arrived (they are fetched side by side from index.html's modulepreload links), then the app renders.
warmStart(window.location.pathname);
void import('./app/render-app');
