import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorReason } from '@/lib/api-client';
import { useRemoveProviderAccount } from '../api/provider-accounts';

// ── "Remove", confirmed in a dialog that says the credentials are destroyed ──
// Focus starts on "Keep account" (the first button, the safe one) and returns to the trigger when the dialog closes.

export function RemoveAccountButton({ accountKey, onRemoved, onRefused }: { accountKey: string; onRemoved: (notice: string) => void; onRefused: (reason: string) => void }) {
  const { t } = useTranslation('provider-accounts');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const remove = useRemoveProviderAccount();

  // mutateAsync: the list refreshed after a removal unmounts this button before mutate's own callbacks would run
  const confirm = async () => {
    try {
      await remove.mutateAsync(accountKey);
      setOpen(false);
      onRemoved(t('remove.removed', { key: accountKey }));
    } catch (error) {
      setOpen(false);
      onRefused(t('remove.failed', { reason: errorReason(error) }));
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} disabled={remove.isPending}>
        {t('actions.remove')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} describedBy={bodyId}>
        <div className="provider-dialog">
          <h2 id={titleId}>{t('remove.title', { key: accountKey })}</h2>
          <p id={bodyId}>{t('remove.body')}</p>
          <div className="provider-actions">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t('remove.keep')}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
              {remove.isPending ? t('remove.removing') : t('remove.confirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
