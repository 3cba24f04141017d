import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAccessibilityPreferences } from '@/lib/accessibility-store';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckCircleIcon } from '@/components/ui/icons';
import { TOUR_AUTO_OPEN_DELAY_MS, TOUR_STEPS, isTourCompleted, markTourCompleted } from './tour-steps';

/**
 * 'Take Platform Tour' and the tour modal. It opens by itself 1.5 s after load unless the completed
 * flag is stored; finishing ('Get Started') or skipping stores it, and closing it (Escape or ×) is skipping it:
 * a visitor who shut it once does not want it back on every visit. 'Take Platform Tour' still opens it.
 */
export function PlatformTour({ autoOpenDelayMs = TOUR_AUTO_OPEN_DELAY_MS }: { autoOpenDelayMs?: number }) {
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
        Take Platform Tour
      </button>
      <Dialog open={open} onClose={complete} labelledBy="tour-title" describedBy="tour-body" returnFocusRef={triggerRef} className="tour-dialog">
        <TourContent step={step} onStep={setStep} onClose={complete} onComplete={complete} />
      </Dialog>
    </>
  );
}

function TourContent({ step, onStep, onClose, onComplete }: { step: number; onStep: (step: number) => void; onClose: () => void; onComplete: () => void }) {
  const { keyboardNavigation } = useAccessibilityPreferences();
  const current = TOUR_STEPS[step] ?? TOUR_STEPS[0]!;
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
        <p className="tour-count">
          Step {step + 1} of {TOUR_STEPS.length}
        </p>
        <button type="button" className="icon-button tour-close" aria-label="Close tour" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <h2 id="tour-title" ref={headingRef} tabIndex={-1} className="tour-title">
        {current.title}
      </h2>
      <p id="tour-body" className="tour-body">
        {current.body}
      </p>
      <ul className="tour-points">
        {current.points.map((p) => (
          <li key={p}>
            <CheckCircleIcon width={18} height={18} /> {p}
          </li>
        ))}
      </ul>

      <ol className="tour-dots" aria-label="Tour steps">
        {TOUR_STEPS.map((s, i) => (
          <li key={s.id}>
            <button
              type="button"
              className={cn('tour-dot', i === step && 'tour-dot-current', i < step && 'tour-dot-done')}
              aria-label={`Step ${i + 1}: ${s.title}`}
              aria-current={i === step ? 'step' : undefined}
              onClick={() => onStep(i)}
            />
          </li>
        ))}
      </ol>
      {keyboardNavigation ? <p className="field-hint tour-hint">Tip: on the step dots, the left and right arrow keys move between steps.</p> : null}

      <div className="tour-actions">
        <Button variant="outline" disabled={step === 0} onClick={() => onStep(step - 1)}>
          Previous
        </Button>
        {last ? <Button onClick={onComplete}>Get Started</Button> : <Button onClick={() => onStep(step + 1)}>Next</Button>}
      </div>
      <button type="button" className="link-button tour-skip" onClick={onComplete}>
        Skip tour - I'm ready to ship
      </button>
    </div>
  );
}
