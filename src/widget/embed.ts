// widget.js — the script a brokerage pastes into its site:
//   <script src="https://<broker>.<app host>/widget.js" data-label="Insurance help" async></script>
// It adds a launcher button and an iframe running the app in widget mode, and talks to it by
// postMessage with an explicit target origin and an exact origin check. No dependencies.
import { acceptsMessage } from './widget-protocol.ts';

const script = document.currentScript as HTMLScriptElement | null;

function mountWidget(scriptElement: HTMLScriptElement): void {
  const appOrigin = new URL(scriptElement.src, window.location.href).origin;
  const label = scriptElement.dataset.label ?? 'Insurance help';
  const root = document.createElement('div');
  root.className = 'iss-widget';
  const style = document.createElement('style');
  style.textContent = [
    '.iss-widget-launcher{position:fixed;right:20px;bottom:20px;z-index:2147483000;border:0;border-radius:999px;padding:14px 20px;font:600 16px system-ui,sans-serif;background:#00796b;color:#fff;box-shadow:0 6px 20px rgba(0,0,0,.25);cursor:pointer}',
    '.iss-widget-launcher:focus-visible{outline:3px solid #000;outline-offset:3px}',
    '.iss-widget-frame{position:fixed;right:20px;bottom:84px;z-index:2147483000;width:min(400px,calc(100vw - 40px));height:min(640px,calc(100vh - 110px));border:0;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.3);background:#fff}',
    '.iss-widget-frame[hidden]{display:none}',
  ].join('');
  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.className = 'iss-widget-launcher';
  launcher.textContent = label;
  launcher.setAttribute('aria-expanded', 'false');
  const frame = document.createElement('iframe');
  frame.className = 'iss-widget-frame';
  frame.title = label;
  frame.hidden = true;
  frame.allow = 'camera; geolocation; clipboard-write';
  const params = new URLSearchParams({ mode: 'widget', parentOrigin: window.location.origin });
  let loaded = false;

  const open = () => {
    if (!loaded) {
      frame.src = `${appOrigin}/?${params.toString()}`;
      loaded = true;
    }
    frame.hidden = false;
    launcher.setAttribute('aria-expanded', 'true');
    frame.focus();
  };
  const close = () => {
    frame.hidden = true;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.focus();
  };
  launcher.addEventListener('click', () => (frame.hidden ? open() : close()));
  window.addEventListener('message', (event) => {
    if (!acceptsMessage(event, appOrigin, frame.contentWindow)) return;
    if (event.data.type === 'iss:close') close();
  });
  root.append(style, frame, launcher);
  document.body.appendChild(root);
}

if (script) {
  if (document.body) mountWidget(script);
  else document.addEventListener('DOMContentLoaded', () => mountWidget(script));
}
