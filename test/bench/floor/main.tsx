/** The floor the shop's page weights are measured against: React 19 rendering one heading, built like the SPA. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Travel eSIM</h1>
      <p>A bare React page, built by Vite the same way as the shop.</p>
    </main>
  </StrictMode>,
);
