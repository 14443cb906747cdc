import type { StorybookConfig } from '@storybook/react-vite';

// Stories sit beside their components; engine and dashboards join as they grow stories.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx', '../platform/**/*.stories.tsx', '../engine/**/*.stories.tsx', '../dashboards/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
