import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorReason } from '@/lib/api-client';
import { usePickupCandidates, useSchedulePickup } from '../api/pickups';
import { nextWeekday } from './pickup-dates';

/** A carrier id as an example (the same in every language). */
const CARRIER_EXAMPLE = 'ups';

/** Carrier, then the shipments it can collect (chosen by checkbox), the day, the window, parcels and instructions. */
export function SchedulePickupForm() {
  const { t } = useTranslation('pickups');
  const [carrier, setCarrier] = useState('');
  const [chosenCarrier, setChosenCarrier] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [slot, setSlot] = useState({ date: nextWeekday(), earliest: '09:00', latest: '12:00', parcels: '', instructions: '' });
  const candidates = usePickupCandidates(chosenCarrier);
  const schedule = useSchedulePickup();
  const shipments = candidates.data?.shipments ?? [];

  const showShipments = (e: FormEvent) => {
    e.preventDefault();
    schedule.reset();
    setSelected(new Set());
    setChosenCarrier(carrier.trim());
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!candidates.data) return;
    const parcels = slot.parcels.trim() === '' ? undefined : Number(slot.parcels);
    schedule.mutate({
      carrierId: candidates.data.carrierId,
      shipmentIds: shipments.filter((s) => selected.has(s.shipmentId)).map((s) => s.shipmentId),
      date: slot.date,
      earliest: slot.earliest,
      latest: slot.latest,
      ...(parcels === undefined ? {} : { parcelCount: parcels }),
      ...(slot.instructions.trim() ? { instructions: slot.instructions.trim() } : {}),
    });
  };

  return (
    <div>
      <form onSubmit={showShipments} aria-label={t('schedule.carrierFormLabel')} className="form-grid">
        <InputField
          label={t('schedule.carrier')}
          hint={t('schedule.carrierHint')}
          required
          value={carrier}
          placeholder={CARRIER_EXAMPLE}
          onChange={(e) => setCarrier(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('schedule.showShipments')}
        </Button>
      </form>
      {candidates.isFetching ? <Spinner label={t('schedule.loadingShipments')} /> : null}
      {candidates.error ? (
        <p role="alert" className="form-error">
          {t('schedule.shipmentsFailed', { reason: errorReason(candidates.error) })}
        </p>
      ) : null}
      {candidates.data && !candidates.isFetching && shipments.length === 0 ? (
        <p role="status" className="muted">
          {t('schedule.nothing', { carrier: candidates.data.carrierName })}
        </p>
      ) : null}
      {candidates.data && shipments.length > 0 ? (
        <form onSubmit={submit} aria-label={t('schedule.formLabel')}>
          <TableScroll label={t('schedule.shipmentsLabel')}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('columns.select')}</th>
                  <th scope="col">{t('columns.trackingNumber')}</th>
                  <th scope="col">{t('columns.from')}</th>
                  <th scope="col">{t('columns.destination')}</th>
                  <th scope="col">{t('columns.parcels')}</th>
                </tr>
              </thead>
              <tbody>
                {shipments.map((s) => (
                  <tr key={s.shipmentId}>
                    <td>
                      <input
                        type="checkbox"
                        checked={selected.has(s.shipmentId)}
                        onChange={() => toggle(s.shipmentId)}
                        aria-label={t('schedule.select', { tracking: s.trackingNumber })}
                      />
                    </td>
                    <td>{s.trackingNumber}</td>
                    <td>{s.fromCity}</td>
                    <td>{`${s.toCity}, ${s.toCountry}`}</td>
                    <td>{s.parcelCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <div className="form-grid">
            <InputField label={t('fields.date')} type="date" required value={slot.date} onChange={(e) => setSlot((w) => ({ ...w, date: e.target.value }))} />
            <InputField label={t('fields.earliest')} type="time" required value={slot.earliest} onChange={(e) => setSlot((w) => ({ ...w, earliest: e.target.value }))} />
            <InputField label={t('fields.latest')} type="time" required value={slot.latest} onChange={(e) => setSlot((w) => ({ ...w, latest: e.target.value }))} />
            <InputField
              label={t('fields.parcels')}
              hint={t('fields.parcelsHint')}
              type="number"
              min={1}
              value={slot.parcels}
              onChange={(e) => setSlot((w) => ({ ...w, parcels: e.target.value }))}
            />
            <InputField label={t('fields.instructions')} maxLength={200} value={slot.instructions} onChange={(e) => setSlot((w) => ({ ...w, instructions: e.target.value }))} />
          </div>
          <p className="muted">{t('schedule.rules')}</p>
          <Button type="submit" disabled={selected.size === 0 || schedule.isPending}>
            {t('schedule.submit', { selected: selected.size })}
          </Button>
        </form>
      ) : null}
      {schedule.error ? (
        <p role="alert" className="form-error">
          {t('schedule.failed', { reason: errorReason(schedule.error) })}
        </p>
      ) : null}
      {schedule.data ? (
        <p role="status">
          {t('schedule.requested', { carrier: schedule.data.carrierName, date: schedule.data.date, earliest: schedule.data.earliest, latest: schedule.data.latest })}
        </p>
      ) : null}
    </div>
  );
}
