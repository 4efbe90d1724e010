// Boot: create the router (which starts loading the page's code), then render the app.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import './styles/base.css';

// index.html has #root; without it createRoot throws that its target is not a DOM element.
const root = createRoot(document.getElementById('root') as HTMLElement);
// Evaluating the code, creating the router and the first render each take a task of their own: on a slow phone the
// three together block the main thread for a few hundred milliseconds, in which nothing a user does is answered.
setTimeout(() => {
  const router = createAppRouter();
  setTimeout(() => startTransition(() => root.render(<App router={router} />)), 0);
}, 0);
