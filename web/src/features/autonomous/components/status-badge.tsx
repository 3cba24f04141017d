import { useTranslation } from 'react-i18next';
import { statusColour } from '@waypost/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { statusLabel } from './labels';

// Spec section 4: operational/optimal green, degraded yellow, offline/critical red, anything else grey.
const TONE: Record<ReturnType<typeof statusColour>, BadgeTone> = { green: 'success', yellow: 'warning', red: 'danger', grey: 'neutral' };

export function StatusBadge({ status, label }: { status: string | undefined; label?: string }) {
  const { t } = useTranslation('autonomous');
  const colour = statusColour(status);
  const words = statusLabel(t, status);
  return (
    <Badge tone={TONE[colour]} className={`aut-status aut-status-${colour}`}>
      <span data-colour={colour}>{label ? t('statusBadge.withLabel', { label, status: words }) : words}</span>
    </Badge>
  );
}
