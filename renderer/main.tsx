import { startApp } from './app/start-app';
import { selectPlatform } from './platform/select-platform';
import { createWebPlatform } from './platform/web/web-platform';
import { localPreferenceStore } from './preferences/preference-store';

// Entry point for both the desktop app and the web page; only the platform bridge differs.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

startApp({
  container,
  platform: selectPlatform(window.headroom, createWebPlatform),
  preferences: localPreferenceStore,
});
