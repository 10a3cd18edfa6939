// Parts of the shell that few visits show (the logout countdown, a settings error, the install
// prompt, a banner) or that are invisible (the manifest link): each is a chunk of its own, loaded
// when it first renders (or ahead, by start-up when the first screen shows it), so the first page
// does not carry it. Parents render a part only when it has something to show.
import { preloadablePart } from '../ui/preloadable.tsx';

export const SettingsErrorNotice = preloadablePart(() => import('./settings-error-notice.tsx').then((m) => m.SettingsErrorNotice));
export const SessionModal = preloadablePart(() => import('./session-modal.tsx').then((m) => m.SessionModal));
export const BannerGate = preloadablePart(() => import('./banner/banner-gate.tsx').then((m) => m.BannerGate));
// Declared here, not in the gate, so start-up loads both side by side (preload-banner.ts).
export const NotificationBanner = preloadablePart(() => import('./banner/notification-banner.tsx').then((m) => m.default));
export const InstallPrompt = preloadablePart(() => import('../pwa/install-prompt.tsx').then((m) => m.InstallPrompt));
export const SavedSettingsNotice = preloadablePart(() => import('./saved-settings-notice.tsx').then((m) => m.SavedSettingsNotice));
export const StorageNotice = preloadablePart(() => import('./storage-notice.tsx').then((m) => m.StorageNotice));
export const WebManifestLink = preloadablePart(() => import('../pwa/web-manifest-link.tsx').then((m) => m.WebManifestLink));
