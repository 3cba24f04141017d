import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelVoid } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorReason } from '@/lib/api-client';
import { useVoidLabel } from '../../api/void-label';

// ── "Void label", confirmed in a dialog: the carrier booking is cancelled and the price paid refunded ──
// The server decides (picked up, not yet booked, nothing to void): its refusal goes back to the caller as it is.
// Focus starts on "Keep label" (the first button, the safe one) and returns to the trigger when the dialog closes.

export function VoidLabelButton({
  shipmentId,
  trackingNumber,
  onVoided,
  onRefused,
}: {
  shipmentId: string;
  trackingNumber: string;
  onVoided: (voided: LabelVoid) => void;
  onRefused: (reason: string) => void;
}) {
  const { t } = useTranslation('shipments');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const mutation = useVoidLabel(shipmentId);

  // mutateAsync, not mutate's callbacks: the refresh that follows a void can unmount this button before they run
  const confirm = async () => {
    try {
      const voided = await mutation.mutateAsync({});
      setOpen(false);
      onVoided(voided);
    } catch (error) {
      setOpen(false);
      onRefused(errorReason(error));
    }
  };

  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)} disabled={mutation.isPending}>
        {t('voidLabel.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} describedBy={bodyId}>
        <div className="void-dialog">
          <h2 id={titleId} className="void-dialog-title">
            {t('voidLabel.title', { trackingNumber })}
          </h2>
          <p id={bodyId}>{t('voidLabel.body')}</p>
          <div className="void-dialog-actions">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={mutation.isPending}>
              {t('voidLabel.keep')}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={mutation.isPending}>
              {mutation.isPending ? t('voidLabel.voiding') : t('voidLabel.confirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
