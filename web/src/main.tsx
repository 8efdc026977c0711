import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const rod = document.getElementById('root');
if (!rod) throw new Error('index.html has no #root element');

createRoot(rod).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
