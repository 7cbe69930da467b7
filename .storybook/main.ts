import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook of the UI kit and the widgets. It must build without network access, so no addon that
 * fetches anything is used and telemetry is off.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
