import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DinerApp } from './areas/customer/diner-app';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('diner.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <DinerApp />
  </StrictMode>,
);
