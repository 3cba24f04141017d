import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { downloadLabel, LABEL_CHOICES, labelFailure } from '../api/download-label';

/** A shipment's label in the format the shipper picks (PDF 4x6 or A6, ZPL, PNG); the API's reason when it cannot be had. */
export function LabelDownload({ shipmentId, trackingNumber }: { shipmentId: string; trackingNumber: string }) {
  const { t } = useTranslation('shipments');
  const selectId = useId();
  const [choiceId, setChoiceId] = useState(LABEL_CHOICES[0]!.id);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const choice = LABEL_CHOICES.find((c) => c.id === choiceId) ?? LABEL_CHOICES[0]!;

  const download = async () => {
    setState({ busy: true, error: null });
    try {
      await downloadLabel(shipmentId, trackingNumber, choice);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: labelFailure(error) });
    }
  };

  return (
    <div className="label-download">
      <label htmlFor={selectId} className="sr-only">
        {t('labelDownload.formatLabel', { trackingNumber })}
      </label>
      <select id={selectId} className="input select label-download-select" value={choiceId} onChange={(e) => setChoiceId(e.target.value)}>
        {LABEL_CHOICES.map((c) => (
          <option key={c.id} value={c.id}>
            {t(c.labelKey)}
          </option>
        ))}
      </select>
      <Button variant="outline" size="sm" onClick={download} disabled={state.busy} aria-label={t('labelDownload.downloadLabel', { trackingNumber })}>
        {state.busy ? t('labelDownload.downloading') : t('labelDownload.download')}
      </Button>
      {state.error ? (
        <p className="label-download-error" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
