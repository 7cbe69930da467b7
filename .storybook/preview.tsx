import type { Preview } from '@storybook/react-vite';
import { ConfirmProvider, GlobalTokens, PortalRootProvider, ToastHost } from '../src/ui';

/** Every story gets what the shell provides: tokens, a portal root, the toast host and useConfirm(). */
const preview: Preview = {
  decorators: [
    (Story) => (
      <PortalRootProvider root={document.body}>
        <GlobalTokens />
        <ConfirmProvider>
          <Story />
          <ToastHost />
        </ConfirmProvider>
      </PortalRootProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
  },
};

export default preview;
