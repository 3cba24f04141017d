import { statusColour } from '@waypost/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

// Spec section 4: operational/optimal green, degraded yellow, offline/critical red, anything else grey.
const TONE: Record<ReturnType<typeof statusColour>, BadgeTone> = { green: 'success', yellow: 'warning', red: 'danger', grey: 'neutral' };

export function StatusBadge({ status, label }: { status: string | undefined; label?: string }) {
  const colour = statusColour(status);
  return (
    <Badge tone={TONE[colour]} className={`aut-status aut-status-${colour}`}>
      <span data-colour={colour}>
        {label ? `${label}: ` : ''}
        {status ?? 'unknown'}
      </span>
    </Badge>
  );
}
