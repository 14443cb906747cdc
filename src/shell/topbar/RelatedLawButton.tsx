import { useState } from 'react';
import { Button, Drawer, Tooltip } from '@arco-design/web-react';
import { IconBook } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useShell } from '../layout/shell-context';
import { useRelatedLaw } from './use-related-law';
import styles from './RelatedLawButton.module.css';

/**
 * 相关法规: on a hospital page whose menu has a related document, a button that opens it in a viewer
 * inside the console (Chromium's PDF viewer in an iframe; files are served inline, docs/uploads.md).
 */
export function RelatedLawButton() {
  const { t } = useTranslation();
  const shell = useShell();
  const [open, setOpen] = useState(false);
  const routePath = shell.variant === 'hospital' ? shell.current?.route.path : undefined;
  const related = useRelatedLaw(shell.hospCode, routePath);
  if (!related?.filePath) return null;
  return (
    <>
      <Tooltip content={t('shell.relatedLaw.tooltip')}>
        <Button id="shell-related-law" type="text" size="small" icon={<IconBook />} onClick={() => setOpen(true)}>
          <span className={styles.text}>{t('shell.relatedLaw.button')}</span>
        </Button>
      </Tooltip>
      <Drawer
        visible={open}
        width="min(960px, 90vw)"
        title={<span data-user-data="">{related.fileName ?? t('shell.relatedLaw.button')}</span>}
        footer={
          <Button type="text" href={related.filePath} target="_blank" rel="noopener">
            {t('shell.relatedLaw.openNewWindow')}
          </Button>
        }
        onCancel={() => setOpen(false)}
        unmountOnExit
      >
        <iframe
          id="related-law-viewer"
          title={related.fileName ?? t('shell.relatedLaw.button')}
          src={related.filePath}
          className={styles.frame}
        />
      </Drawer>
    </>
  );
}
