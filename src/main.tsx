import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startApp } from './app/start-app.ts';
import './styles/app.css';

const root = document.getElementById('root');
if (root) {
  void startApp().then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
