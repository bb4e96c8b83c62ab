import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createPortalClient } from './api/create-portal-client';
import { App } from './app';
import { routes } from './routes';

const router = createBrowserRouter(routes);
const client = createPortalClient(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={router} client={client} />
  </StrictMode>,
);
