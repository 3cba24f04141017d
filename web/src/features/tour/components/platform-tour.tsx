import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessibilityPreferences } from '@/lib/accessibility-store';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckCircleIcon } from '@/components/ui/icons';
import { TOUR_AUTO_OPEN_DELAY_MS, TOUR_STEPS, isTourCompleted, markTourCompleted, type TourStep } from './tour-steps';

/**
 * 'Take Platform Tour' and the tour modal. It opens by itself 1.5 s after load unless the completed
 * flag is stored; finishing ('Get Started') or skipping stores it, and closing it (Escape or ×) is skipping it:
 * a visitor who shut it once does not want it back on every visit. 'Take Platform Tour' still opens it.
 */
export function PlatformTour({ autoOpenDelayMs = TOUR_AUTO_OPEN_DELAY_MS }: { autoOpenDelayMs?: number }) {
  const { t } = useTranslation('tour');
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isTourCompleted()) return;
    const timer = setTimeout(() => setOpen(true), autoOpenDelayMs);
    return () => clearTimeout(timer);
  }, [autoOpenDelayMs]);

  const start = () => {
    setStep(0);
    setOpen(true);
  };
  const complete = () => {
    markTourCompleted();
    setOpen(false);
  };

  return (
    <>
      <button ref={triggerRef} type="button" className="btn btn-outline-light btn-lg" onClick={start}>
        {t('trigger')}
      </button>
      <Dialog open={open} onClose={complete} labelledBy="tour-title" describedBy="tour-body" returnFocusRef={triggerRef} className="tour-dialog">
        <TourContent step={step} onStep={setStep} onClose={complete} onComplete={complete} />
      </Dialog>
    </>
  );
}

function TourContent({ step, onStep, onClose, onComplete }: { step: number; onStep: (step: number) => void; onClose: () => void; onComplete: () => void }) {
  const { t } = useTranslation('tour');
  const { keyboardNavigation } = useAccessibilityPreferences();
  const current: TourStep = TOUR_STEPS[step] ?? TOUR_STEPS[0];
  const last = step === TOUR_STEPS.length - 1;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Moving between steps puts focus on the new step's title so screen readers read it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('.tour-dots') === null && target !== headingRef.current) return;
    if (event.key === 'ArrowRight' && !last) onStep(step + 1);
    if (event.key === 'ArrowLeft' && step > 0) onStep(step - 1);
  };

  return (
    <div className="tour" onKeyDown={onKeyDown}>
      <div className="tour-top">
        <p className="tour-count">{t('stepCount', { step: step + 1, total: TOUR_STEPS.length })}</p>
        <button type="button" className="icon-button tour-close" aria-label={t('close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <h2 id="tour-title" ref={headingRef} tabIndex={-1} className="tour-title">
        {t(current.titleKey)}
      </h2>
      <p id="tour-body" className="tour-body">
        {t(current.bodyKey)}
      </p>
      <ul className="tour-points">
        {current.pointKeys.map((key) => (
          <li key={key}>
            <CheckCircleIcon width={18} height={18} /> {t(key)}
          </li>
        ))}
      </ul>

      <ol className="tour-dots" aria-label={t('stepsLabel')}>
        {TOUR_STEPS.map((s, i) => (
          <li key={s.id}>
            <button
              type="button"
              className={cn('tour-dot', i === step && 'tour-dot-current', i < step && 'tour-dot-done')}
              aria-label={t('stepDot', { step: i + 1, title: t(s.titleKey) })}
              aria-current={i === step ? 'step' : undefined}
              onClick={() => onStep(i)}
            />
          </li>
        ))}
      </ol>
      {keyboardNavigation ? <p className="field-hint tour-hint">{t('keyboardHint')}</p> : null}

      <div className="tour-actions">
        <Button variant="outline" disabled={step === 0} onClick={() => onStep(step - 1)}>
          {t('previous')}
        </Button>
        {last ? <Button onClick={onComplete}>{t('getStarted')}</Button> : <Button onClick={() => onStep(step + 1)}>{t('next')}</Button>}
      </div>
      <button type="button" className="link-button tour-skip" onClick={onComplete}>
        {t('skip')}
      </button>
    </div>
  );
}
