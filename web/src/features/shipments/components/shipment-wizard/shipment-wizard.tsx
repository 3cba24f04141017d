import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedShipment, RatePurchase, Shipment } from '@waypost/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { ApiError, fieldIssues } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useCreateShipment } from '../../api/create-shipment';
import { useParcelPresets, useSavedAddresses } from '../../api/get-address-book';
import { addressDraftOf, isBlankAddress } from './address-book-pickers';
import { AddressesStep } from './addresses-step';
import { BookingChoice } from './booking-choice';
import { CustomsFieldset } from './customs-fieldset';
import { ItemDetailsStep } from './item-details-step';
import { PurchasedShipment } from './purchased-shipment';
import { RateChoice } from './rate-choice';
import { ReviewStep } from './review-step';
import { describeField, emptyDraft, needsCustoms, toCreateShipmentRequest, type ShipmentDraft } from './shipment-draft';
import '../../shipments.css';
import './wizard.css';

// ── The 3-step shipment wizard (spec section 2): no step blocks the next ─────
/** The steps' names in the `shipments` catalogue. */
export const WIZARD_STEPS = ['wizard.steps.itemDetails', 'wizard.steps.addresses', 'wizard.steps.review'] as const;

/** The reason of a 422 (a lane or parcel no carrier serves), to show beside the spec's error toast. */
function laneRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  try {
    return String((JSON.parse(error.bodyText) as { message?: unknown }).message ?? '') || null;
  } catch {
    return null;
  }
}
const LAST_STEP = WIZARD_STEPS.length;
const ADDRESSES_STEP = 2;
/** Fields shown on the addresses step: the addresses and the customs declaration. */
const ADDRESSES_STEP_FIELD = /^((from|to)Address|customs)(\.|$)/;

export function ShipmentWizard({ onCreated, onCancel }: { onCreated: (shipment: Shipment) => void; onCancel: () => void }) {
  const { t } = useTranslation('shipments');
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<ShipmentDraft>(emptyDraft);
  // "Choose a rate": the created shipment waiting for its purchase, then the purchase (label and documents).
  const [created, setCreated] = useState<CreatedShipment | null>(null);
  const [purchase, setPurchase] = useState<RatePurchase | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stage = purchase ? 'purchased' : created ? 'rates' : `step-${step}`;
  const focusedStage = useRef(stage);
  // The shipper's address book (issue 28): pickers on steps 1 and 2, and the default sender pre-filled in a new draft.
  const { user } = useUser();
  const shipper = user?.role === 'shipper';
  const savedAddresses = useSavedAddresses(shipper).data;
  const presets = useParcelPresets(shipper).data;
  const defaultSender = savedAddresses?.find((a) => a.defaultSender);
  const [drafts, setDrafts] = useState(0);
  useEffect(() => {
    if (defaultSender) setDraft((d) => (isBlankAddress(d.from) ? { ...d, from: addressDraftOf(defaultSender) } : d));
  }, [defaultSender, drafts]);

  const finish = (shipment: Shipment) => {
    setDraft(emptyDraft());
    setDrafts((n) => n + 1);
    setStep(1);
    setCreated(null);
    setPurchase(null);
    onCreated(shipment);
  };

  const create = useCreateShipment({
    onSuccess: (shipment) => {
      toast({ title: t('wizard.toast.created.title'), description: t('wizard.toast.created.description'), key: 'shipment-creation' });
      if (shipment.rateSelection === 'manual') setCreated(shipment);
      else finish(shipment);
    },
    onError: (error) => {
      toast({ key: 'shipment-creation', title: t('wizard.toast.failed.title'), description: t('wizard.toast.failed.description'), variant: 'destructive' });
      // An address or a customs line the server refused: back to step 2, where each message sits beside its field.
      if (fieldIssues(error).some((issue) => ADDRESSES_STEP_FIELD.test(issue.field))) setStep(ADDRESSES_STEP);
    },
  });

  // Move focus to the step's heading so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (focusedStage.current === stage) return;
    focusedStage.current = stage;
    headingRef.current?.focus();
  }, [stage]);

  const issues = fieldIssues(create.error);
  const refusal = laneRefusal(create.error);

  return (
    <Card aria-labelledby="wizard-title" className="wizard">
      <CardHeader
        titleId="wizard-title"
        title={t('wizard.title')}
        description={t('wizard.stepOf', { step, total: LAST_STEP })}
        action={
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('wizard.cancel')}
          </Button>
        }
      />
      <ol className="stepper" aria-label={t('wizard.stepsLabel')}>
        {WIZARD_STEPS.map((labelKey, index) => {
          const number = index + 1;
          return (
            <li
              key={labelKey}
              className={cn('stepper-step', number === step && 'stepper-current', number < step && 'stepper-done')}
              aria-current={number === step ? 'step' : undefined}
            >
              <span className="stepper-number" aria-hidden="true">
                {number}
              </span>
              <span className="stepper-label">{t(labelKey)}</span>
            </li>
          );
        })}
      </ol>

      <form
        className="wizard-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === LAST_STEP && !created && !create.isPending) create.mutate(toCreateShipmentRequest(draft));
        }}
      >
        <h3 ref={headingRef} tabIndex={-1} className="wizard-step-title">
          {purchase ? t('wizard.purchasedStepTitle') : created ? t('wizard.rateStepTitle') : t(WIZARD_STEPS[step - 1]!)}
        </h3>

        {step === 1 ? (
          <ItemDetailsStep
            item={draft.item}
            parcels={draft.parcels}
            issues={issues}
            presets={presets}
            onChange={(item) => setDraft((d) => ({ ...d, item }))}
            onParcelsChange={(parcels) => setDraft((d) => ({ ...d, parcels }))}
          />
        ) : null}
        {step === ADDRESSES_STEP ? (
          <>
            <AddressesStep
              from={draft.from}
              to={draft.to}
              issues={issues}
              savedAddresses={savedAddresses}
              onChange={(which, address) => setDraft((d) => ({ ...d, [which]: address }))}
            />
            {needsCustoms(draft) ? (
              <CustomsFieldset customs={draft.customs} fromCountry={draft.from.country} issues={issues} onChange={(customs) => setDraft((d) => ({ ...d, customs }))} />
            ) : null}
          </>
        ) : null}
        {step === LAST_STEP && !created ? (
          <>
            <ReviewStep draft={draft} />
            <BookingChoice value={draft.rateSelection} onChange={(rateSelection) => setDraft((d) => ({ ...d, rateSelection }))} />
          </>
        ) : null}
        {created && !purchase ? <RateChoice shipment={created} onPurchased={setPurchase} /> : null}
        {created && purchase ? <PurchasedShipment purchase={purchase} hasCustoms={Boolean(created.customs)} onDone={() => finish(created)} /> : null}

        {step === LAST_STEP && !created && refusal ? (
          <Alert tone="danger" title={t('wizard.laneRefusedTitle')}>
            <p>{refusal}</p>
          </Alert>
        ) : null}
        {step === LAST_STEP && !created && issues.length > 0 ? (
          <Alert tone="danger" title={t('wizard.issuesTitle')}>
            <ul>
              {issues.map((issue) => (
                <li key={`${issue.field}:${issue.message}`}>{t('wizard.issue', { field: describeField(issue.field), message: issue.message })}</li>
              ))}
            </ul>
          </Alert>
        ) : null}

        {created ? null : (
          <div className="wizard-actions">
            <Button variant="outline" disabled={step === 1} onClick={() => setStep((s) => Math.max(1, s - 1))}>
              {t('wizard.previous')}
            </Button>
            {step < LAST_STEP ? (
              // Distinct keys: React must not turn the clicked Next button into the submit button.
              <Button key="next" onClick={() => setStep((s) => Math.min(LAST_STEP, s + 1))}>
                {t('wizard.next')}
              </Button>
            ) : (
              <Button key="submit" type="submit" disabled={create.isPending} aria-busy={create.isPending}>
                {create.isPending ? t('wizard.creating') : t('wizard.create')}
              </Button>
            )}
          </div>
        )}
      </form>
    </Card>
  );
}
