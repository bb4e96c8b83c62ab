import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { routes } from './routes';

const router = createBrowserRouter(routes);
// Apollo and the GraphQL documents are a chunk of their own, fetched when the first screen that talks to the API
// opens (the sign-in page's entry choices do not).
const loadClient = async () => (await import('./api/create-portal-client')).createPortalClient(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={router} client={loadClient} />
  </StrictMode>,
);
