import { useId, useState } from 'react';
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
        Void label
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} describedBy={bodyId}>
        <div className="void-dialog">
          <h2 id={titleId} className="void-dialog-title">
            Void the label of {trackingNumber}?
          </h2>
          <p id={bodyId}>
            The carrier booking is cancelled and the price paid is refunded. The shipment stays pending until you buy a rate again. A label that was picked up can no longer be
            voided.
          </p>
          <div className="void-dialog-actions">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={mutation.isPending}>
              Keep label
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={mutation.isPending}>
              {mutation.isPending ? 'Voiding…' : 'Void label'}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
