// The boot's first stage (main.tsx): React DOM, evaluated in a task of its own. Its chunk, vendor-react, also holds
// React Router, so that is evaluated here too.
export { createRoot } from 'react-dom/client';
