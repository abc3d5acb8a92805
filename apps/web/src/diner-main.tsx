import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DinerApp } from './areas/customer/shell/diner-app';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('diner.html has no #root element');
const root = rootElement;

function start() {
  createRoot(root).render(
    <StrictMode>
      <DinerApp />
    </StrictMode>,
  );
}

// The server drew a still preview of the menu into the root: let the browser paint it before the
// app takes over, so the diner sees the menu even while the phone is busy starting the app.
if (root.querySelector('[data-diner-preview]')) requestAnimationFrame(() => setTimeout(start, 0));
else start();
