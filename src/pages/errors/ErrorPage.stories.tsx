import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { ErrorPage, type ErrorPageProps } from './ErrorPage';

/** Texts come from the catalogues, so the story follows the toolbar's language. */
function TranslatedErrorPage({ kind, ...props }: Pick<ErrorPageProps, 'onAction'> & { kind: 'notFound' | 'unauthorized' }) {
  const { t } = useTranslation();
  const isNotFound = kind === 'notFound';
  return (
    <ErrorPage
      {...props}
      status={isNotFound ? '404' : '403'}
      code={isNotFound ? '404' : '401'}
      message={t(isNotFound ? 'errors.notFound' : 'errors.unauthorized')}
      actionText={t('errors.backHome')}
    />
  );
}

const meta = {
  title: 'Session/ErrorPage',
  component: TranslatedErrorPage,
  args: { onAction: fn(), kind: 'notFound' },
} satisfies Meta<typeof TranslatedErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const Unauthorized: Story = { args: { kind: 'unauthorized' } };
